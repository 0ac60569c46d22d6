import { createContext, useContext, type ReactNode } from 'react';

/**
 * The pages of the book being read, for links that go to a page: a link stores the page's id (it survives
 * reordering), the reader moves by index. The reader (and any view with page links) provides it.
 */
const BookPagesContext = createContext<readonly { id: string }[]>([]);

export function BookPagesProvider({ pages, children }: { pages: readonly { id: string }[]; children: ReactNode }) {
  return <BookPagesContext.Provider value={pages}>{children}</BookPagesContext.Provider>;
}

/** The index of the page with this id in the book, or -1. */
export function usePageIndex(pageId: string | undefined): number {
  const pages = useContext(BookPagesContext);
  return pageId ? pages.findIndex((p) => p.id === pageId) : -1;
}
