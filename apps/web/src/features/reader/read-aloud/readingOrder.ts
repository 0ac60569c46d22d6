import { inReadingOrder, NARRATED_TYPES, pageReadingOrder, type BookElement, type BookPage } from '@folio/shared';
import { narrationLanguage, runsOfElement } from '../narration/sentenceText';

/**
 * A stretch of an element's words spoken in one language: a block of its text (a paragraph, a list item) or a passage
 * marked in another language inside one (decision 025: `<span lang>`).
 */
interface SpokenPart {
  text: string;
  /** Where it starts in the element's letters as drawn (sentenceText's offsets), so that its words can be lit. */
  at?: number;
  /** Its language, when it is marked as another than the book's: spoken with that language's voice. */
  lang?: string;
}

/** One stretch of text to speak, and the element (or PDF page) it belongs to, for the highlight. */
export interface ReadingItem {
  id: string;
  text: string;
  /** The words as they are to be spoken, when they are more than `text` in the book's language. */
  parts?: SpokenPart[];
  /** The book's language on this page (its words are found with it). */
  language?: string;
}

const primary = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();
/** Whether two language tags name the same language (en-GB and en do). */
export const sameLanguage = (a: string, b: string) => primary(a) === primary(b);

/** The parts of an element: each block of its drawn text, cut where a passage in another language starts or ends. */
function spokenParts(element: BookElement, text: string, language: string): SpokenPart[] {
  const other = (lang: string | undefined) => (lang && !sameLanguage(lang, language) ? lang : undefined);
  if (!NARRATED_TYPES.includes(element.type)) return [{ text, lang: other(element.lang) }];
  const parts: SpokenPart[] = [];
  let at = 0;
  for (const run of runsOfElement(element)) {
    const lang = other(run.lang);
    const last = parts.at(-1);
    if (last && !run.block && last.lang === lang) last.text += run.text;
    else parts.push({ text: run.text, at, lang });
    at += run.text.length;
  }
  return parts;
}

/**
 * The items of the given pages, page after page, each page in reading order (the author's, when the page has one:
 * issue 54; else as seen); silent and hidden elements skipped.
 */
export function readingItems(pages: readonly BookPage[], textOf: (element: BookElement) => string, rtl = false): ReadingItem[] {
  return pages.flatMap((page) => {
    const { language } = narrationLanguage(page);
    return (page.readingOrder?.length ? pageReadingOrder(page).filter((e) => e.style?.hidden !== true) : inReadingOrder(page.elements, rtl))
      .map((element) => {
        const text = textOf(element).trim();
        return { id: element.id, text, parts: spokenParts(element, text, language), language };
      })
      .filter((item) => item.text.length > 0);
  });
}
