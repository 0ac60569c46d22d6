import { csvField } from '../../app/csvField';
import type { WordsInSentence } from './anchor';

/** One highlight as it is exported: everything in words, in the reader's language. */
export interface ExportedHighlight {
  /** The page's name (or number) as the reader shows it. */
  page: string;
  color: string;
  /** The highlighted words in their sentence (anchor.ts sentenceOf). */
  sentence: WordsInSentence;
  note: string | null;
  /** The page's words changed and the highlight's are no longer found there. */
  changed: boolean;
}

/**
 * The highlights as a Markdown document, for a study notebook: the book's title, then each highlight under its page,
 * its sentence as a quotation with the highlighted words in <mark> (which Markdown passes on as HTML; `**` would not
 * make bold words next to Japanese punctuation), and the reader's note after it. Lines of the text stay lines of the
 * quotation.
 */
export function highlightsMarkdown(title: string, highlights: readonly ExportedHighlight[], words: { note: string; changed: string }): string {
  const blocks = highlights.map((h) => {
    const { before, words: marked, after } = h.sentence;
    const quote = `${before}<mark>${marked}</mark>${after}`.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()).join('\n');
    const meta = [h.color, h.changed ? words.changed : null].filter(Boolean).join(' · ');
    return [`## ${h.page}`, quote, `*${meta}*`, h.note ? `**${words.note}:** ${h.note}` : null].filter((part) => part !== null).join('\n\n');
  });
  return `# ${title}\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The highlights as CSV for a spreadsheet, one row each, the header in the reader's language: the highlighted words,
 * then their sentence.
 */
export function highlightsCsv(
  highlights: readonly ExportedHighlight[],
  header: { page: string; color: string; quote: string; sentence: string; note: string; changed: string },
): string {
  const rows = highlights.map(({ sentence: s, ...h }) => [h.page, h.color, s.words, `${s.before}${s.words}${s.after}`, h.note, h.changed ? header.changed : '']);
  return [[header.page, header.color, header.quote, header.sentence, header.note, header.changed], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Hands a text made here to the browser as a download. */
export function downloadText(text: string, fileName: string, type: string) {
  // A byte order mark, so that a spreadsheet opens Arabic, Bengali, Korean and Japanese in UTF-8.
  const url = URL.createObjectURL(new Blob([type === 'text/csv' ? '\uFEFF' : '', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
