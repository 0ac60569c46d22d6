import type { BookElement, BookPage } from '@folio/shared';

/** One stretch of text to speak, and the element (or PDF page) it belongs to, for the highlight. */
export interface ReadingItem {
  id: string;
  text: string;
}

/** Elements whose tops are this close count as one row, read across before moving down. */
const ROW_TOLERANCE = 12;

/**
 * Reading order of a page: top to bottom, and across a row from the reading side (left to right, or
 * right to left for a right-to-left book). Hidden elements are not read.
 */
export function inReadingOrder(elements: readonly BookElement[], rtl = false): BookElement[] {
  const visible = elements.filter((e) => e.style?.hidden !== true);
  const edge = (e: BookElement) => (rtl ? -(e.position.x + e.size.width) : e.position.x);
  return [...visible].sort((a, b) => {
    const dy = a.position.y - b.position.y;
    if (Math.abs(dy) > ROW_TOLERANCE) return dy;
    return edge(a) - edge(b) || dy;
  });
}

/** The items of the given pages, page after page, each page in reading order; silent elements skipped. */
export function readingItems(pages: readonly BookPage[], textOf: (element: BookElement) => string, rtl = false): ReadingItem[] {
  return pages.flatMap((page) =>
    inReadingOrder(page.elements, rtl)
      .map((element) => ({ id: element.id, text: textOf(element).trim() }))
      .filter((item) => item.text.length > 0),
  );
}
