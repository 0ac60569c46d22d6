import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/form/TextAreaField';

/**
 * Rejects a book with a reason, which the owner reads beside the decision. The reason is required: the
 * dialog says so before calling the server (which refuses a rejection without one too).
 */
export function RejectDialog({ title, open, onOpenChange, onReject }: {
  /** The book's title, named in the dialog. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(['ebooks', 'admin']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('review.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onReject(text);
      close(false);
    } catch {
      // The API client has toasted the server's message; the dialog stays open with the reason as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={close} title={t('review.rejectTitle', { title })} description={t('review.rejectDescription')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={t('review.reason')}
          value={reason}
          maxLength={2000}
          rows={4}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('review.reject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
