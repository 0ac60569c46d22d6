import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '@folio/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/showToast';
import { errorMessage } from '../../http/client';
import { useBookVersionsQuery, useRestoreBookVersionMutation } from './api';
import { NameVersionForm } from './NameVersionForm';
import { VersionList } from './VersionList';
import { VersionView } from './VersionView';
import { useVersionWords } from './words';

/**
 * A book's version history: name the pages as they are, the versions newest first, one of them to look at, and
 * Restore after a confirmation that says nothing is lost (the pages before are kept as a version). `mayEdit`: the
 * book's abilities say this person edits its pages, the same rule that names and restores versions.
 */
export function HistoryDialog({ book, pageSize, mayEdit, open, onOpenChange }: {
  book: { id: string; title: string };
  pageSize: { width: number; height: number };
  mayEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('versions');
  const words = useVersionWords();
  const { data: versions, isLoading, isError } = useBookVersionsQuery(book.id, { skip: !open });
  const [viewing, setViewing] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const [restore, { isLoading: busy }] = useRestoreBookVersionMutation();

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore({ bookId: book.id, versionId: restoring.id }).unwrap();
      showToast('success', t('restored'));
      setRestoring(null);
      onOpenChange(false);
    } catch (error) {
      showToast('error', errorMessage(error, t('restoreFailed')));
    }
  };

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={t('title', { title: book.title })} description={viewing ? undefined : t('intro')} wide>
        {viewing ? (
          <VersionView bookId={book.id} version={viewing} pageSize={pageSize} mayRestore={mayEdit} onBack={() => setViewing(null)} onRestore={setRestoring} />
        ) : (
          <div className="flex flex-col gap-4">
            {mayEdit && <NameVersionForm bookId={book.id} />}
            {isLoading && <p className="text-sm text-gray-600">{t('loading')}</p>}
            {isError && (
              <p role="alert" className="text-sm text-danger-700">
                {t('loadFailed')}
              </p>
            )}
            {versions?.length === 0 && <p className="text-sm text-gray-600">{t(mayEdit ? 'empty' : 'emptyReadOnly')}</p>}
            {!!versions?.length && <VersionList versions={versions} mayRestore={mayEdit} onView={setViewing} onRestore={setRestoring} />}
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => !next && setRestoring(null)}
        title={t('confirm.title')}
        description={restoring ? t('confirm.text', { label: words.label(restoring), date: words.date(restoring) }) : ''}
        confirmLabel={t('confirm.confirm')}
        busy={busy}
        onConfirm={() => void confirmRestore()}
      />
    </>
  );
}
