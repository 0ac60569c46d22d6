import type { BookResults } from '@folio/shared';

/** A CSV field: quoted, its quotes doubled; a leading = + - @ is neutralised so that a spreadsheet never runs it. */
const field = (value: string | number | boolean) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * A book's results as CSV, one row per reader and question answered (the answer's options by their words), for
 * a teacher's spreadsheet; the header row is in the interface language.
 */
export function resultsCsv(results: BookResults, header: string[]): string {
  const questions = new Map(results.questions.map((q) => [q.element_id, q]));
  const rows = results.readers.flatMap((reader) =>
    reader.answers.map((answer) => {
      const question = questions.get(answer.element_id);
      const words = answer.chosen.map((id) => question?.spread.find((o) => o.option_id === id)?.text ?? id).join('; ');
      return [reader.name, reader.email, question?.page ?? '', question?.question ?? answer.element_id, words, answer.correct, answer.score, question?.points ?? '', answer.attempts, answer.answered_at];
    }),
  );
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n');
}
