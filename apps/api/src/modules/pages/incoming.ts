import { firstElementProblem, type BookElement, type BookPage } from '@folio/shared';
import { InvalidElementError } from './errors.ts';
import { sanitizeRichText } from './rich-text.ts';

/**
 * Pages sent by a client (a save, a copy), made ready to store: every element must pass its type's schema
 * (InvalidElementError names the first that does not), and rich text keeps only what the shared policy allows.
 * `placeOf` tells the place in the book (from 0) of the page at an index of `pages`, for the message.
 */
export function acceptPages(pages: readonly BookPage[], placeOf: (index: number) => number): BookPage[] {
  for (const [index, page] of pages.entries()) {
    const problem = firstElementProblem(page.elements);
    if (problem) {
      const field = ['pages', index, 'elements', problem.elementIndex, ...(problem.path ? [problem.path] : [])].join('.');
      throw new InvalidElementError(placeOf(index) + 1, problem.element.id, problem.path, problem.message, field);
    }
  }
  return pages.map((page) => (page.elements.some(hasRichText) ? { ...page, elements: page.elements.map(sanitized) } : page));
}

const hasRichText = (element: BookElement): element is BookElement & { html: string } => element.type === 'text' && typeof element.html === 'string';

const sanitized = (element: BookElement) => (hasRichText(element) ? { ...element, html: sanitizeRichText(element.html) } : element);
