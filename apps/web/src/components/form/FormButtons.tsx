import clsx from 'clsx';
import { Button } from '../Button';

/** Cancel and submit at the end of a form; submit says it is busy, and waits, while the form is being sent. */
export function FormButtons({ labels, submitting, disabled = false, onCancel, className }: {
  labels: { cancel: string; submit: string; submitting: string };
  submitting: boolean;
  disabled?: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={clsx('flex justify-end gap-2', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button type="submit" disabled={submitting || disabled}>
        {submitting ? labels.submitting : labels.submit}
      </Button>
    </div>
  );
}
