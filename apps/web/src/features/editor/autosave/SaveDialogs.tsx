import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import type { Draft } from './draftStore';

/**
 * Someone else saved this document since this editor's version (409). Nothing is overwritten until the
 * person picks one of the three ways out.
 */
export function ConflictDialog({ open, onOpenChange, kind, onReload, onKeepCopy, onOverwrite }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'ebook' | 'template';
  onReload: () => Promise<void>;
  onKeepCopy: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}) {
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const choose = (fn: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('conflict.title')} description={t('conflict.description')}>
      <ul className="flex flex-col gap-3 text-sm text-gray-700">
        <li className="flex flex-col gap-1">
          <Button variant="secondary" disabled={busy} onClick={choose(onReload)}>
            {t('conflict.reload')}
          </Button>
          <span>{t('conflict.reloadHint')}</span>
        </li>
        <li className="flex flex-col gap-1">
          <Button variant="secondary" disabled={busy} onClick={choose(onKeepCopy)}>
            {t('conflict.keepCopy')}
          </Button>
          <span>{t(kind === 'ebook' ? 'conflict.keepCopyBookHint' : 'conflict.keepCopyTemplateHint')}</span>
        </li>
        <li className="flex flex-col gap-1">
          <Button variant="danger" disabled={busy} onClick={choose(onOverwrite)}>
            {t('conflict.overwrite')}
          </Button>
          <span>{t('conflict.overwriteHint')}</span>
        </li>
      </ul>
    </Modal>
  );
}

/**
 * A browser copy of work that never reached the server was found on opening: offered back, or thrown away.
 * It asks for one of the two: closing it without a choice would leave the copy to be overwritten by the
 * next edit.
 */
export function DraftRestoreDialog({ draft, serverVersion, onRestore, onDiscard }: {
  draft: Draft | null;
  serverVersion: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const when = draft ? new Date(draft.savedAt).toLocaleString(i18n.language) : '';
  return (
    <AlertDialog.Root open={!!draft}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('draft.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-600">{t('draft.description', { when })}</AlertDialog.Description>
          {draft && draft.version !== serverVersion && (
            <p role="note" className="mt-3 rounded-md bg-warning-500/15 px-3 py-2 text-sm text-gray-800">
              {t('draft.stale')}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')} onClick={onDiscard}>
              {t('draft.discard')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onRestore}>
              {t('draft.restore')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
