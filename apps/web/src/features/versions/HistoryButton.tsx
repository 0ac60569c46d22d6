import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { iconButtonClass } from '../editor/actions/ActionButton';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { HistoryDialog } from './HistoryDialog';
import type { PanelControl } from '../editor/topbar/bookPanels';

/**
 * The editor's Version history button and its dialog (decision 019). Its texts come when it is first drawn, without
 * holding up the editor (no Suspense).
 */
export function HistoryButton({ doc, open, onOpenChange: setOpen }: { doc: EditorDocument } & PanelControl) {
  const { t, ready } = useTranslation('versions', { useSuspense: false });
  if (!ready || !doc.ebook) return null;
  return (
    <>
      <button type="button" className={iconButtonClass(open)} aria-label={t('button')} title={t('button')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <History aria-hidden className="size-4" />
      </button>
      {open && (
        <HistoryDialog book={{ id: doc.id, title: doc.title }} pageSize={doc.pageSize} mayEdit={doc.ebook.abilities.edit_pages} open onOpenChange={setOpen} />
      )}
    </>
  );
}
