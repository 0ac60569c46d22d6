import type { BookPage } from '../document/model.ts';
import type { PublicEbook } from './ebook.ts';

/**
 * Who reads how much of a book (DESIGN.md §4): its buyer, owner and admins read all of a paid book; anyone
 * else reads a preview of its first pages. A free, public book is read in full by everyone.
 */
export const PREVIEW_PAGE_COUNT = 4;

/**
 * The pages a preview shows: the first PREVIEW_PAGE_COUNT, but never more than half of a short book (a
 * four-page book would otherwise be given away whole), and at least one page when there is any.
 */
export function previewPageCount(totalPages: number): number {
  if (totalPages <= 0) return 0;
  return Math.max(1, Math.min(PREVIEW_PAGE_COUNT, Math.floor(totalPages / 2)));
}

export const READ_ACCESS_LEVELS = ['full', 'preview'] as const;
export type ReadAccessLevel = (typeof READ_ACCESS_LEVELS)[number];

/** GET /api/public/ebooks/{id}/read. */
export interface BookReading {
  book: PublicEbook;
  /** The pages of an `ebook` book (all of them, or the preview's); [] for a PDF book. */
  pages: BookPage[];
  preview: boolean;
  /** How many pages the preview shows (also for full access, so that a client can tell what a buyer gets). */
  preview_pages: number;
  access: ReadAccessLevel;
  /** The guarded PDF route of a PDF book (full file or preview pages, by access); null for an `ebook` book. */
  pdf_url: string | null;
}
