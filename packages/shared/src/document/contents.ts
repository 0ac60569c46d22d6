import { STUDY_LIMITS, type ContentsEntry } from '../entities/study.ts';
import { elementFields } from './elements.ts';
import type { BookElement } from './page-schema.ts';
import { inReadingOrder } from './text.ts';

/**
 * A book's contents made of its headings (issue 53): every heading element with words, page by page in reading
 * order, at its own level. The server answers it for a book whose author kept no list of their own; the offline
 * reader, which holds every page, makes it itself. Past the contents' limit the rest are left out.
 */
export function headingContents(pages: readonly { elements: readonly BookElement[] }[], rtl = false): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  pages.forEach((page, index) => {
    for (const element of inReadingOrder(page.elements, rtl)) {
      if (element.type !== 'heading' || entries.length >= STUDY_LIMITS.contentsEntries) continue;
      const { text, level } = elementFields('heading', element);
      const title = text.replace(/\s+/g, ' ').trim().slice(0, STUDY_LIMITS.contentsTitle);
      if (title) entries.push({ title, page: index, level: Math.min(STUDY_LIMITS.contentsLevelMax, Math.max(1, Math.round(level))) });
    }
  });
  return entries;
}

/**
 * The entry of the section a page is in: the one starting nearest before it or on it, the later one of the list
 * when several start on the same page (null before the first). An author's list need not be in page order.
 */
export function currentSection(entries: readonly ContentsEntry[], page: number): number | null {
  let found: number | null = null;
  entries.forEach((entry, index) => {
    if (entry.page <= page && (found === null || entry.page >= entries[found]!.page)) found = index;
  });
  return found;
}
