import { describe, expect, it } from 'vitest';
import type { BookResults } from '@folio/shared';
import { resultsCsv } from './resultsCsv';
import { answer, question, reader } from './testResults';

const results: BookResults = {
  points: 3,
  questions: [
    question({ element_id: 'q1', page: 2, question: 'Say "hi"?', points: 3, answered: 1, correct: 1, spread: [{ option_id: 'a', text: 'Yes', correct: true, chosen: 1 }, { option_id: 'b', text: '=cmd()', correct: false, chosen: 0 }] }),
    question({ element_id: 's', kind: 'short', page: 3, question: 'Why?', points: 2, answered: 1, to_mark: 1 }),
  ],
  readers: [
    reader({
      name: 'نور',
      score: 3,
      answers: [
        answer({ element_id: 'q1', chosen: ['a', 'b'], text: 'Yes; =cmd()', correct: true, score: 3, attempts: 2 }),
        answer({ element_id: 's', chosen: ['Because'], text: 'Because', correct: null, score: 0 }),
      ],
    }),
  ],
};

describe('the results as CSV', () => {
  it('gives a row per reader and question, with the answer in words, quoted, and formulas neutralised', () => {
    const csv = resultsCsv(results, ['Reader', 'Email', 'Page', 'Question', 'Answer', 'Right', 'Score', 'Points', 'Tries', 'Answered at']);
    const [header, row, waiting] = csv.split('\r\n');
    expect(header).toBe('"Reader","Email","Page","Question","Answer","Right","Score","Points","Tries","Answered at"');
    expect(row).toBe('"نور","noor@example.com","2","Say ""hi""?","Yes; =cmd()","true","3","3","2","2026-11-24T10:00:00.000Z"');
    // No verdict yet (a short answer waiting for its mark): "Right" is left empty.
    expect(waiting).toBe('"نور","noor@example.com","3","Why?","Because","","0","2","1","2026-11-24T10:00:00.000Z"');
    const formula = resultsCsv({ ...results, readers: [{ ...results.readers[0]!, name: '=HYPERLINK("x")' }] }, []).split('\r\n')[1];
    expect(formula?.startsWith(`"'=HYPERLINK`)).toBe(true);
  });

  it('neutralises an answer written as a formula', () => {
    const csv = resultsCsv({ ...results, readers: [reader({ answers: [answer({ element_id: 's', text: '+SUM(A1)' })] })] }, []);
    expect(csv.split('\r\n')[1]).toContain(`"'+SUM(A1)"`);
  });
});
