import { elementText } from '@folio/shared';
import type { ExportBook } from './book.ts';

/** Every letter the book shows (its title, its pages' names and texts): what the fonts it carries must hold. */
export const lettersOf = (book: ExportBook) =>
  [book.title, ...book.pages.flatMap((page) => [page.name, ...page.elements.map((element) => elementText(element, (html) => html.replace(/<[^>]*>/g, ' ')))])].join(' ');
