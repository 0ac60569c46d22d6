/**
 * Finding words in a book's text, the same way for the API (e-books) and the browser (PDF books): without
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
