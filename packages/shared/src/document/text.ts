import type { Language } from '../constants.ts';
import { elementFields } from './elements.ts';
import type { BookElement } from './page-schema.ts';

/**
 * The words an element holds, as a reader would say them: what read-aloud speaks and what a search inside
 * the book finds. Rich text goes through `richText` (the browser and the API each turn it into plain text with
 * their own sanitizer); a decorative image, a shape and a line give ''.
 */
export function elementText(element: BookElement, richText: (html: string) => string): string {
  switch (element.type) {
    case 'text':
      return richText(elementFields('text', element).html);
    case 'heading':
      return elementFields('heading', element).text;
    case 'link':
      return elementFields('link', element).text;
    case 'hotspot': {
      // Its name, and what it opens that is words: a picture's description, a text, a sound's transcript.
      const { label, opens, alt, text, transcript } = elementFields('hotspot', element);
      const opened = opens === 'picture' ? alt : opens === 'text' ? text : transcript;
      return [label, opened].filter(Boolean).join('. ');
    }
    case 'image': {
      const { alt, decorative } = elementFields('image', element);
      return decorative ? '' : alt;
    }
    case 'quiz': {
      const quiz = elementFields('quiz', element);
      return [quiz.question, ...quiz.options.map((o) => o.text)].filter(Boolean).join('. ');
    }
    case 'flashcards':
      return elementFields('flashcards', element).cards.map((c) => `${c.front}: ${c.back}`).join('. ');
    case 'audio':
    case 'video':
    case 'embed':
      // A player says its title.
      return elementFields(element.type, element).title ?? '';
    default:
      return '';
  }
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

/**
 * The order a screen reader meets a page's elements in (the reader's DOM order): the author's reading order where
 * the page has one (ids no longer there skipped), then the elements it leaves out in stacking order.
 */
export function pageReadingOrder<E extends BookElement>(page: { elements: readonly E[]; readingOrder?: readonly string[] }): E[] {
  if (!page.readingOrder?.length) return [...page.elements];
  const byId = new Map(page.elements.map((e) => [e.id, e]));
  const listed = [...new Set(page.readingOrder)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const seen = new Set(listed.map((e) => e.id));
  return [...listed, ...page.elements.filter((e) => !seen.has(e.id))];
}

/** The interface languages (spec §1) told apart by their scripts; Latin letters are English. */
const SCRIPTS: readonly { language: Language; pattern: RegExp }[] = [
  { language: 'ar', pattern: /\p{Script=Arabic}/gu },
  { language: 'bn', pattern: /\p{Script=Bengali}/gu },
  { language: 'ko', pattern: /\p{Script=Hangul}/gu },
  { language: 'ja', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu },
  { language: 'en', pattern: /\p{Script=Latin}/gu },
];

/**
 * The language a text is mostly written in (the script most of its letters are in), and its direction: what
 * an exported book declares, since a book records no language of its own. English when there are no letters.
 */
export function textLanguage(text: string): { language: Language; direction: 'ltr' | 'rtl' } {
  let best: { language: Language; letters: number } = { language: 'en', letters: 0 };
  for (const { language, pattern } of SCRIPTS) {
    const letters = text.match(pattern)?.length ?? 0;
    if (letters > best.letters) best = { language, letters };
  }
  return { language: best.language, direction: best.language === 'ar' ? 'rtl' : 'ltr' };
}
