import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PREVIEW_END_ID } from '../reader/readerBook';
import { useReader } from '../reader/useReader';
import { useStudy } from './useStudy';

/** Whether the page being read (the first of a spread) is bookmarked, and the press that bookmarks it or not. */
export function usePageBookmark(ebookId: string, anonymous: boolean) {
  const { t } = useTranslation('study');
  const pageId = useReader((r) => r.ebookData.pages[r.currentPage]?.id ?? null);
  const { bookmarks, status, store } = useStudy(ebookId, anonymous);
  const available = pageId !== null && pageId !== PREVIEW_END_ID && status === 'ready';
  return {
    available,
    pressed: available && bookmarks.some((b) => b.page_id === pageId),
    toggle: () => {
      if (available) store.toggleBookmark(pageId).catch(() => void toast.error(t('errors.saveFailed')));
    },
  };
}
