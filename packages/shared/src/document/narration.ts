// A page's recorded narration and its read-along timings (docs/decisions, "narration"), and the sentences of a
// page's text that the timings name. The editor, the reader and the EPUB export split the text the same way (this
// file), so that "sentence 2 of element e1" is the same words in all three.
import type { NarrationCue } from './narration-schema.ts';
import type { BookElement, BookPage } from './page-schema.ts';
import { inReadingOrder } from './text.ts';

/** The element types whose words are narrated and lit: the others hold no running text. */
export const NARRATED_TYPES: readonly string[] = ['text', 'heading'];

/**
 * The text of an element as it is drawn, in runs: each text node's letters, and whether a block (a paragraph, a
 * line break) starts before it. Each place that draws the element (a browser's DOM, the export's parsed XHTML)
 * makes its runs (`BLOCK_TAGS`), so that offsets count the same letters everywhere.
 */
export interface TextRun {
  text: string;
  block: boolean;
}

/** Tags that start a new block of text: no sentence runs across them (a heading without a full stop, list items). */
export const BLOCK_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'table', 'tr', 'td', 'th']);

/** A stretch of an element's text: from `start` to `end` in the letters of its runs, one after another. */
export interface TextSpan {
  text: string;
  start: number;
  end: number;
}

function segments(text: string, language: string, granularity: 'sentence' | 'word'): { segment: string; index: number; isWordLike?: boolean }[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) return [...new Intl.Segmenter(language, { granularity }).segment(text)];
  // No Segmenter (an old engine): sentences end at the usual marks, words at spaces.
  const pattern = granularity === 'sentence' ? /[^.!?。！？؟।]+[.!?。！？؟।]*\s*/gu : /\S+|\s+/gu;
  return [...text.matchAll(pattern)].map((m) => ({ segment: m[0], index: m.index, isWordLike: /\S/.test(m[0]) }));
}

/** The spans of `text` that hold more than spaces, trimmed of the spaces around them. */
function trimmedSpans(parts: { segment: string; index: number }[], offset: number): TextSpan[] {
  return parts.flatMap(({ segment, index }) => {
    const lead = segment.length - segment.trimStart().length;
    const text = segment.trim();
    if (!text) return [];
    const start = offset + index + lead;
    return [{ text, start, end: start + text.length }];
  });
}

/** The blocks of runs: the letters of each and where they start. */
function blocksOf(runs: readonly TextRun[]): { text: string; start: number }[] {
  const blocks: { text: string; start: number }[] = [];
  let at = 0;
  for (const run of runs) {
    const last = blocks.at(-1);
    if (!last || run.block) blocks.push({ text: run.text, start: at });
    else last.text += run.text;
    at += run.text.length;
  }
  return blocks;
}

/**
 * The sentences of an element's text (Intl.Segmenter with the book's language: Arabic's ؟, Japanese's 。, Bengali's
 * । end sentences too), never across a block. Offsets count the runs' letters with nothing between blocks.
 */
export function sentencesOf(runs: readonly TextRun[], language: string): TextSpan[] {
  return blocksOf(runs).flatMap((block) => trimmedSpans(segments(block.text, language, 'sentence'), block.start));
}

/**
 * The words of a sentence, where the language marks them (Intl.Segmenter's word-like segments: dictionary-based in
 * Japanese, spaces elsewhere); offsets as the sentence's. Languages written without spaces and no dictionary get one.
 */
export function wordsOf(sentence: TextSpan, language: string): TextSpan[] {
  return segments(sentence.text, language, 'word')
    .filter((s) => s.isWordLike !== false)
    .flatMap(({ segment, index }) => trimmedSpans([{ segment, index }], sentence.start));
}

/** One sentence of a page, named as a cue names it. */
export interface PageSentence extends TextSpan {
  element: string;
  sentence: number;
}

/**
 * The page's sentences in reading order: each narrated element's (`runsOf` draws its text), numbered within it.
 * The editor lists these to align; the reader and the export find them again by element and number.
 */
export function pageSentences(page: BookPage, runsOf: (element: BookElement) => TextRun[], language: string, rtl = false): PageSentence[] {
  return inReadingOrder(page.elements, rtl)
    .filter((element) => NARRATED_TYPES.includes(element.type))
    .flatMap((element) => sentencesOf(runsOf(element), language).map((span, sentence) => ({ ...span, element: element.id, sentence })));
}

/** The cue being read at `time` (seconds), or null between cues and past the last. */
export function cueAt(cues: readonly NarrationCue[], time: number): NarrationCue | null {
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? null;
}
