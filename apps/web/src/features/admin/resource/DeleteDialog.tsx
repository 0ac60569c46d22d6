import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * The admin lists' question before deleting a row, which it names; open while there is a row to delete (`name`
 * is null otherwise). `children` add choices to the question (what becomes of a publisher's books).
 */
export function DeleteDialog({ name, onCancel, onConfirm, busy, children }: { name: string | null; onCancel: () => void; onConfirm: () => void; busy: boolean; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('common.deleteTitle', { name: name ?? '' })}
      description={t('common.deleteDescription', { name: name ?? '' })}
      onConfirm={onConfirm}
      busy={busy}
    >
      {children}
    </ConfirmDialog>
  );
}
