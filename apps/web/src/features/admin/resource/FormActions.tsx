import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** Cancel and save, at the end of every resource form; save waits for uploads and for the server. */
export function FormActions({ submitting, disabled = false, onCancel }: { submitting: boolean; disabled?: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-2 flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={submitting || disabled}>
        {submitting ? t('common.saving') : t('common.save')}
      </Button>
    </div>
  );
}
