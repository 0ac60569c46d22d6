import { describe, expect, it } from 'vitest';
import type { BookResults } from '@folio/shared';
import { resultsCsv } from './resultsCsv';

const results: BookResults = {
  points: 3,
  questions: [{ element_id: 'q1', page: 2, question: 'Say "hi"?', points: 3, answered: 1, correct: 1, earlier: 0, spread: [{ option_id: 'a', text: 'Yes', correct: true, chosen: 1 }, { option_id: 'b', text: '=cmd()', correct: false, chosen: 0 }] }],
  readers: [{ user_id: 'u', name: 'نور', email: 'noor@example.com', answered: 1, score: 3, last_answered_at: '2026-11-24T10:00:00.000Z', answers: [{ element_id: 'q1', chosen: ['a', 'b'], correct: true, score: 3, attempts: 2, current: true, answered_at: '2026-11-24T10:00:00.000Z' }] }],
};

describe('the results as CSV', () => {
  it('gives a row per reader and question, with the options by their words, quoted, and formulas neutralised', () => {
    const csv = resultsCsv(results, ['Reader', 'Email', 'Page', 'Question', 'Answer', 'Right', 'Score', 'Points', 'Tries', 'Answered at']);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('"Reader","Email","Page","Question","Answer","Right","Score","Points","Tries","Answered at"');
    expect(row).toBe('"نور","noor@example.com","2","Say ""hi""?","Yes; =cmd()","true","3","3","2","2026-11-24T10:00:00.000Z"');
    const formula = resultsCsv({ ...results, readers: [{ ...results.readers[0]!, name: '=HYPERLINK("x")' }] }, []).split('\r\n')[1];
    expect(formula?.startsWith(`"'=HYPERLINK`)).toBe(true);
  });
});
