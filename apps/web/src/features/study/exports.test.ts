import { describe, expect, it } from 'vitest';
import { highlightsCsv, highlightsMarkdown, type ExportedHighlight } from './exports';

const highlights: ExportedHighlight[] = [
  { page: 'Page 2', color: 'Yellow', quote: 'The river rose\nin the night', note: 'Why at night?', changed: false },
  { page: 'الفصل الأول', color: 'Green', quote: 'ذهب الولد', note: null, changed: true },
  { page: 'Page 9', color: 'Pink', quote: '=SUM(A1) "quoted"', note: 'a, b', changed: false },
];

describe('exported highlights', () => {
  it('as Markdown: the title, each highlight under its page, its words quoted line by line, then its note', () => {
    expect(highlightsMarkdown('Rivers', highlights, { note: 'Note', changed: 'Text changed' })).toBe(
      [
        '# Rivers',
        '',
        '## Page 2',
        '',
        '> The river rose',
        '> in the night',
        '',
        '*Yellow*',
        '',
        '**Note:** Why at night?',
        '',
        '## الفصل الأول',
        '',
        '> ذهب الولد',
        '',
        '*Green · Text changed*',
        '',
        '## Page 9',
        '',
        '> =SUM(A1) "quoted"',
        '',
        '*Pink*',
        '',
        '**Note:** a, b',
        '',
      ].join('\n'),
    );
  });

  it('as CSV: a header in the reader’s words, quoted fields, formulas neutralised', () => {
    const csv = highlightsCsv(highlights, { page: 'Page', color: 'Colour', quote: 'Words', note: 'Note', changed: 'Text changed' });
    expect(csv.split('\r\n')).toEqual([
      '"Page","Colour","Words","Note","Text changed"',
      '"Page 2","Yellow","The river rose\nin the night","Why at night?",""',
      '"الفصل الأول","Green","ذهب الولد","","Text changed"',
      `"Page 9","Pink","'=SUM(A1) ""quoted""","a, b",""`,
    ]);
  });
});
