import { useTranslation } from 'react-i18next';
import { Bookmark } from 'lucide-react';
import clsx from 'clsx';
import { useReaderBook } from '../reader/ReaderContext';
import { usePageBookmark } from './usePageBookmark';

/** "Bookmark this page" in the study panel: a toggle, pressed while the page being read is bookmarked. */
export function BookmarkToggle({ anonymous }: { anonymous: boolean }) {
  const { t } = useTranslation('study');
  const { ebookId } = useReaderBook();
  const bookmark = usePageBookmark(ebookId, anonymous);
  return (
    <button
      type="button"
      aria-pressed={bookmark.pressed}
      disabled={!bookmark.available}
      onClick={bookmark.toggle}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-300 disabled:opacity-50',
        bookmark.pressed ? 'bg-amber-300 text-slate-950 ring-amber-300 hover:bg-amber-200' : 'text-slate-100 ring-white/25 hover:bg-white/10',
      )}
    >
      <Bookmark aria-hidden className={clsx('size-4', bookmark.pressed && 'fill-current')} />
      {t('bookmarks.toggle')}
    </button>
  );
}
