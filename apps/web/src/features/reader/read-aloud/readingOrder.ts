import { inReadingOrder, type BookElement, type BookPage } from '@folio/shared';

/** One stretch of text to speak, and the element (or PDF page) it belongs to, for the highlight. */
export interface ReadingItem {
  id: string;
  text: string;
}

/** The items of the given pages, page after page, each page in reading order; silent elements skipped. */
export function readingItems(pages: readonly BookPage[], textOf: (element: BookElement) => string, rtl = false): ReadingItem[] {
  return pages.flatMap((page) =>
    inReadingOrder(page.elements, rtl)
      .map((element) => ({ id: element.id, text: textOf(element).trim() }))
      .filter((item) => item.text.length > 0),
  );
}
