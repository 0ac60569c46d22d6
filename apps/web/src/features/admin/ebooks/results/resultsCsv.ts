import type { BookResults } from '@folio/shared';
import { csvField } from '../../../../app/csvField';

/**
 * A book's results as CSV, one row per reader and question answered, each answer in words (options, blanks,
 * pairs, order or the reader's own words), for a teacher's spreadsheet; the header row is in the interface
 * language. "Right" is left empty where there is no verdict: a poll, or a short answer waiting for a mark.
 */
export function resultsCsv(results: BookResults, header: string[]): string {
  const questions = new Map(results.questions.map((q) => [q.element_id, q]));
  const rows = results.readers.flatMap((reader) =>
    reader.answers.map((answer) => {
      const question = questions.get(answer.element_id);
      return [reader.name, reader.email, question?.page ?? '', question?.question ?? answer.element_id, answer.text, answer.correct, answer.score, question?.points ?? '', answer.attempts, answer.answered_at];
    }),
  );
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}
