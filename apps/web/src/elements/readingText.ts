import { elementText, type BookElement } from '@folio/shared';
import { plainText, sanitizeRichText } from './common/richText';

/** What read-aloud says for an element and what a search finds in it (shapes and lines say nothing). */
export const readingTextOf = (element: BookElement) => elementText(element, (html) => plainText(sanitizeRichText(html)));
