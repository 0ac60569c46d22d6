import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import { iconButtonClass } from '../editor/actions/ActionButton';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { useBookCommentThreadsQuery } from './api';
import { CommentsPanel } from './CommentsPanel';
import type { PanelControl } from '../editor/topbar/bookPanels';

/**
 * The editor's Comments button and its panel of threads (decision 019), with the open threads counted on it. Shown to
 * whoever may comment (the book's abilities) or read the threads (the list answered). Its texts come when it is first
 * drawn, without holding up the editor (no Suspense).
 */
export function CommentsButton({ doc, open, onOpenChange: setOpen }: { doc: EditorDocument } & PanelControl) {
  const { t, i18n, ready } = useTranslation('comments', { useSuspense: false });
  const openThreads = useBookCommentThreadsQuery({ bookId: doc.id, state: 'open' });
  const mayComment = doc.ebook?.abilities.comment ?? false;
  if (!ready || !(mayComment || openThreads.isSuccess)) return null;
  const count = openThreads.data?.counts.open ?? 0;
  const label = count ? t('buttonOpen', { n: count }) : t('title');
  return (
    <>
      <button type="button" className={`${iconButtonClass(open)} relative`} aria-label={label} title={label} aria-pressed={open} onClick={() => setOpen(!open)}>
        <MessageSquare aria-hidden className="size-4" />
        {count > 0 && (
          <span aria-hidden className="absolute -end-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-600 px-1 text-[10px] leading-none font-bold text-white">
            {new Intl.NumberFormat(i18n.language).format(Math.min(count, 99))}
            {count > 99 && '+'}
          </span>
        )}
      </button>
      <CommentsPanel bookId={doc.id} mayComment={mayComment} open={open} onOpenChange={setOpen} />
    </>
  );
}
