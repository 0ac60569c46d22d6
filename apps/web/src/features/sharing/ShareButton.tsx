import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { iconButtonClass } from '../editor/actions/ActionButton';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { useBookCollaboratorsQuery } from './api';
import { ShareDialog } from './ShareDialog';
import type { PanelControl } from '../editor/topbar/bookPanels';

/**
 * The editor's Share button and its dialog (decision 019). Shown to whoever may share the book (its abilities), and,
 * as a read-only list, to the people it is shared with (the list answered them). Its texts come when it is first
 * drawn, without holding up the editor (no Suspense).
 */
export function ShareButton({ doc, open, onOpenChange: setOpen }: { doc: EditorDocument } & PanelControl) {
  const { t, ready } = useTranslation('sharing', { useSuspense: false });
  const mayShare = doc.ebook?.abilities.share ?? false;
  // Someone who may not share learns from the list itself whether the book is shared with them.
  const people = useBookCollaboratorsQuery(doc.id, { skip: !doc.ebook || mayShare });
  if (!ready || !doc.ebook || !(mayShare || people.isSuccess)) return null;
  return (
    <>
      <button type="button" className={iconButtonClass(open)} aria-label={t('button')} title={t('button')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Users aria-hidden className="size-4" />
      </button>
      {open && <ShareDialog book={doc.ebook} open onOpenChange={setOpen} />}
    </>
  );
}
