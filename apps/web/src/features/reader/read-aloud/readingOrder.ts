import { inReadingOrder, pageReadingOrder, type BookElement, type BookPage } from '@folio/shared';

/** One stretch of text to speak, and the element (or PDF page) it belongs to, for the highlight. */
export interface ReadingItem {
  id: string;
  text: string;
}

/**
 * The items of the given pages, page after page, each page in reading order (the author's, when the page has one:
 * issue 54; else as seen); silent and hidden elements skipped.
 */
export function readingItems(pages: readonly BookPage[], textOf: (element: BookElement) => string, rtl = false): ReadingItem[] {
  return pages.flatMap((page) =>
    (page.readingOrder?.length ? pageReadingOrder(page).filter((e) => e.style?.hidden !== true) : inReadingOrder(page.elements, rtl))
      .map((element) => ({ id: element.id, text: textOf(element).trim() }))
      .filter((item) => item.text.length > 0),
  );
}
