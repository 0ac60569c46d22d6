import { useEffect, useSyncExternalStore } from 'react';
import type { BookPage } from '@folio/shared';
import { useReaderBook } from './ReaderContext';
import type { PageContentStatus } from './pageContent';

/**
 * The content of the book's page at `index`, asked for when the page is mounted: the reader mounts the pages
 * in view and their neighbours (and the gallery the thumbnails near its viewport), so those are the pages
 * fetched. A page that failed is asked for again when it is mounted again or `retry` is called.
 */
export function usePageContent(index: number): { page: BookPage | undefined; status: PageContentStatus; retry: () => void } {
  const { pages } = useReaderBook();
  useSyncExternalStore(pages.subscribe, pages.getSnapshot);
  const status = pages.status(index);
  // Mounted (or moved to another page): wanted, also when it failed before, and kept as recently used.
  useEffect(() => {
    void pages.want([index]);
  }, [pages, index]);
  // Dropped from the cache while still shown: wanted again.
  useEffect(() => {
    if (status === 'idle') void pages.want([index]);
  }, [pages, index, status]);
  return { page: pages.page(index), status, retry: () => void pages.want([index]) };
}
