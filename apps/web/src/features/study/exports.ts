import { csvField } from '../../app/csvField';

/** One highlight as it is exported: everything in words, in the reader's language. */
export interface ExportedHighlight {
  /** The page's name (or number) as the reader shows it. */
  page: string;
  color: string;
  quote: string;
  note: string | null;
  /** The page's words changed and the highlight's are no longer found there. */
  changed: boolean;
}

/**
 * The highlights as a Markdown document, for a study notebook: the book's title, then each highlight under its page,
 * its words as a quotation and the reader's note after it. Lines of the words stay lines of the quotation.
 */
export function highlightsMarkdown(title: string, highlights: readonly ExportedHighlight[], words: { note: string; changed: string }): string {
  const blocks = highlights.map((h) => {
    const quote = h.quote.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()).join('\n');
    const meta = [h.color, h.changed ? words.changed : null].filter(Boolean).join(' · ');
    return [`## ${h.page}`, quote, `*${meta}*`, h.note ? `**${words.note}:** ${h.note}` : null].filter((part) => part !== null).join('\n\n');
  });
  return `# ${title}\n\n${blocks.join('\n\n')}\n`;
}

/** The highlights as CSV for a spreadsheet, one row each, the header in the reader's language. */
export function highlightsCsv(highlights: readonly ExportedHighlight[], header: { page: string; color: string; quote: string; note: string; changed: string }): string {
  const rows = highlights.map((h) => [h.page, h.color, h.quote, h.note, h.changed ? header.changed : '']);
  return [[header.page, header.color, header.quote, header.note, header.changed], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
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
