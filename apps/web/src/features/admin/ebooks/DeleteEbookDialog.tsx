import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteResourceMutation } from '../../resources/api';

/**
 * Spec §2: delete asks 'Are you sure you want to delete this ebook?' followed by '"<title>" will be deleted
 * permanently.' The dialog stays open when the server refuses (its message is toasted).
 */
export function DeleteEbookDialog({ book, onClose, onDeleted }: { book: Ebook | null; onClose: () => void; onDeleted: (book: Ebook) => void }) {
  const { t } = useTranslation('ebooks');
  const [busy, setBusy] = useState(false);
  const [remove] = useDeleteResourceMutation();
  const confirm = async () => {
    if (!book) return;
    setBusy(true);
    try {
      await remove({ resource: 'ebooks', id: book.id }).unwrap();
      onDeleted(book);
    } catch {
      // Toasted by the API client; the user may try again or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={book !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.description', { title: book?.title ?? '' })}
      onConfirm={() => void confirm()}
      busy={busy}
    />
  );
}
