import { describe, expect, it } from 'vitest';
import { sentenceOf } from './anchor';
import { highlightsCsv, highlightsMarkdown, type ExportedHighlight } from './exports';

// Each highlight's sentence as the panel finds it, from the words kept around the highlighted ones.
const highlights: ExportedHighlight[] = [
  {
    page: 'Page 2',
    color: 'Yellow',
    sentence: sentenceOf({ prefix: 'It was dark. The river ', exact: 'rose\nin the', suffix: ' night, and we left. Morning came.' }),
    note: 'Why at night?',
    changed: false,
  },
  // Arabic: the question before ends at its ؟.
  { page: 'الفصل الأول', color: 'Green', sentence: sentenceOf({ prefix: 'هل رأيت القطة؟ ', exact: 'ذهب الولد', suffix: ' إلى المدرسة. ثم عاد.' }), note: null, changed: true },
  // Japanese: no spaces, sentences end at 。.
  { page: '第三章', color: 'Blue', sentence: sentenceOf({ prefix: '今日は晴れです。私は', exact: '海が好き', suffix: 'です。明日も行きます。' }), note: null, changed: false },
  { page: 'Page 9', color: 'Pink', sentence: sentenceOf({ prefix: '', exact: '=SUM(A1) "quoted"', suffix: '' }), note: 'a, b', changed: false },
];

describe('exported highlights', () => {
  it('as Markdown: the title, each highlight under its page, its sentence quoted line by line with the words marked, then its note', () => {
    expect(highlightsMarkdown('Rivers', highlights, { note: 'Note', changed: 'Text changed' })).toBe(
      [
        '# Rivers',
        '',
        '## Page 2',
        '',
        '> The river <mark>rose',
        '> in the</mark> night, and we left.',
        '',
        '*Yellow*',
        '',
        '**Note:** Why at night?',
        '',
        '## الفصل الأول',
        '',
        '> <mark>ذهب الولد</mark> إلى المدرسة.',
        '',
        '*Green · Text changed*',
        '',
        '## 第三章',
        '',
        '> 私は<mark>海が好き</mark>です。',
        '',
        '*Blue*',
        '',
        '## Page 9',
        '',
        '> <mark>=SUM(A1) "quoted"</mark>',
        '',
        '*Pink*',
        '',
        '**Note:** a, b',
        '',
      ].join('\n'),
    );
  });

  it('as CSV: a header in the reader’s words, the words then their sentence, quoted fields, formulas neutralised', () => {
    const csv = highlightsCsv(highlights, { page: 'Page', color: 'Colour', quote: 'Words', sentence: 'Sentence', note: 'Note', changed: 'Text changed' });
    expect(csv.split('\r\n')).toEqual([
      '"Page","Colour","Words","Sentence","Note","Text changed"',
      '"Page 2","Yellow","rose\nin the","The river rose\nin the night, and we left.","Why at night?",""',
      '"الفصل الأول","Green","ذهب الولد","ذهب الولد إلى المدرسة.","","Text changed"',
      '"第三章","Blue","海が好き","私は海が好きです。","",""',
      `"Page 9","Pink","'=SUM(A1) ""quoted""","'=SUM(A1) ""quoted""","a, b",""`,
    ]);
  });
});
