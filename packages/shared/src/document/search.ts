import type { BookSearchHit, BookSearchResult } from '../entities/reading.ts';
import { BOOK_SEARCH_MAX_RESULTS } from '../entities/reading.ts';
import type { BookElement, BookPage } from './page-schema.ts';
import { inReadingOrder } from './text.ts';

/**
 * Finding words in a book's text, the same way for the API (e-books), the browser (PDF books) and the offline
 * reader (the e-book its package holds): without
 * regard to case, Latin accents ("resume" finds "résumé") or Arabic vowel marks, whose readers often leave
 * them out. Other scripts' marks (Bengali vowel signs) are letters and must match.
 */
const IGNORED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

interface Folded {
  text: string;
  /** For each unit of `text`, the index in the original text where its character starts. */
  origin: number[];
}

function fold(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFKD').replace(IGNORED_MARKS, '').toLowerCase();
    for (let k = 0; k < plain.length; k += 1) origin.push(index);
    folded += plain;
    index += char.length;
  }
  origin.push(index);
  return { text: folded, origin };
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** Where `query` first occurs in `text` (indexes in `text`), or null. Runs of white space count as one space. */
export function findInText(text: string, query: string): { start: number; length: number } | null {
  const wanted = fold(collapseSpaces(query).trim()).text;
  if (!wanted) return null;
  const source = collapseSpaces(text);
  const folded = fold(source);
  const at = folded.text.indexOf(wanted);
  if (at < 0) return null;
  const start = folded.origin[at] ?? 0;
  const end = folded.origin[at + wanted.length] ?? source.length;
  return { start, length: end - start };
}

/** Characters of context kept on each side of a match. */
const CONTEXT = 60;

/**
 * The sentence around the first match of `query` in `text` (spaces collapsed, cut at word boundaries with an
 * ellipsis), and where the match sits in it; null when the text does not hold the words.
 */
export function excerptOf(text: string, query: string): { excerpt: string; match_start: number; match_length: number } | null {
  const source = collapseSpaces(text).trim();
  const match = findInText(source, query);
  if (!match) return null;
  let from = Math.max(0, match.start - CONTEXT);
  let to = Math.min(source.length, match.start + match.length + CONTEXT);
  if (from > 0) from = source.indexOf(' ', from) + 1 || from;
  if (from > match.start) from = match.start;
  if (to < source.length) to = Math.max(source.lastIndexOf(' ', to), match.start + match.length);
  const before = from > 0 ? '… ' : '';
  const after = to < source.length ? ' …' : '';
  return { excerpt: `${before}${source.slice(from, to)}${after}`, match_start: before.length + match.start - from, match_length: match.length };
}

/**
 * The first element of a page, in reading order (hidden ones left out), whose words hold the query, as a hit.
 * `textOf` gives an element's words: rich text is cleaned where the search runs (sanitize-html on the server,
 * DOMPurify in a browser).
 */
export function pageSearchHit(page: BookPage, index: number, query: string, textOf: (element: BookElement) => string): BookSearchHit | null {
  for (const element of inReadingOrder(page.elements)) {
    const found = excerptOf(textOf(element), query);
    if (found) return { page: index, ...found };
  }
  return null;
}

/** Adds a page's hit to the hits found so far; answers false once the list is full and one more was found. */
export function keepHit(hits: BookSearchHit[], hit: BookSearchHit | null): boolean {
  if (!hit) return true;
  if (hits.length === BOOK_SEARCH_MAX_RESULTS) return false;
  hits.push(hit);
  return true;
}

/** A search of pages held in memory (the offline reader's book), answered as the API answers one. */
export function searchPages(pages: readonly BookPage[], query: string, textOf: (element: BookElement) => string): BookSearchResult {
  const hits: BookSearchHit[] = [];
  for (const [index, page] of pages.entries()) {
    if (!keepHit(hits, pageSearchHit(page, index, query, textOf))) return { query, hits, more: true, searched_pages: pages.length };
  }
  return { query, hits, more: false, searched_pages: pages.length };
}
