import { createContext, useContext } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { BookSearchResult } from '@folio/shared';
import type { PageContentCache } from './pageContent';

/** What every page of the open book needs to draw itself, shared by both views and the gallery. */
export interface ReaderBookContext {
  ebookId: string;
  title: string;
  kind: 'ebook' | 'pdf';
  /** The PDF of a PDF book, once open. */
  pdf: PDFDocumentProxy | null;
  /** The content of an e-book's pages, fetched by range as they are shown. */
  pages: PageContentCache;
  /** The size of one page at scale 1, in CSS pixels. */
  size: { width: number; height: number };
  /** A link to a page of the book (index in the reader's pages). */
  onNavigate: (pageIndex: number) => void;
  /** The price shown on the end card of a preview (already formatted), or null when the book is read in full. */
  previewPrice: string | null;
  /** Inside another site's page (?embed=1): links leave the frame. */
  embed: boolean;
  /** The reader has notes in this book (the server says so, or this browser holds a visitor's): their pins show from the start. */
  hasNotes: boolean;
  /** Searches the book where it is (the offline reader holds all its pages); null when the server searches it. */
  searchHere: ((query: string) => BookSearchResult) | null;
}

export const ReaderBook = createContext<ReaderBookContext | null>(null);

export function useReaderBook(): ReaderBookContext {
  const value = useContext(ReaderBook);
  if (!value) throw new Error('useReaderBook outside the reader');
  return value;
}
