// The sums behind the results page, kept apart from the components so that they read (and test) as plain arithmetic.
import type { BookResults, QuestionResult, ReaderResult } from '@folio/shared';

/** A share as a whole percent; nothing of nothing is 0. */
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** The score bands of the chart, in percent of the book's points: 0–20, 20–40, … 80–100. */
export const BAND_EDGES = [0, 20, 40, 60, 80, 100] as const;
export const BAND_COUNT = BAND_EDGES.length - 1;

/**
 * How many readers fall in each score band. A score on an edge goes to the band above it (20 % is in 20–40 %),
 * except full marks, which stay in the last band.
 */
export function scoreBands(readers: Pick<ReaderResult, 'score'>[], points: number): number[] {
  const bands: number[] = Array.from({ length: BAND_COUNT }, () => 0);
  if (points <= 0) return bands;
  for (const { score } of readers) {
    const share = Math.min(Math.max(score / points, 0), 1);
    const band = Math.min(Math.floor(share * BAND_COUNT), BAND_COUNT - 1);
    bands[band] = (bands[band] ?? 0) + 1;
  }
  return bands;
}

/** The readers' average score, in percent of the book's points. */
export const averagePercent = (readers: Pick<ReaderResult, 'score'>[], points: number) =>
  readers.length && points ? Math.round((readers.reduce((sum, r) => sum + r.score, 0) / (readers.length * points)) * 100) : 0;

type ReaderAnswer = ReaderResult['answers'][number];

/**
 * Whether the teacher marks this answer by hand: an answer to the current version of a short question that waits
 * for a mark (no verdict, not marked) or already has one (which may be changed). A short question marked by its
 * keywords always has a verdict and is never marked by hand.
 */
export const marksByHand = (question: Pick<QuestionResult, 'kind'> | undefined, answer: Pick<ReaderAnswer, 'current' | 'correct' | 'marked'>) =>
  question?.kind === 'short' && answer.current && (answer.marked || answer.correct === null);

/** A short answer still waiting for the teacher's mark. */
export const awaitsMark = (question: Pick<QuestionResult, 'kind'> | undefined, answer: Pick<ReaderAnswer, 'current' | 'correct' | 'marked'>) =>
  marksByHand(question, answer) && !answer.marked;

/** The reader's answers waiting for a mark. */
export const toMarkOf = (reader: ReaderResult, questions: Map<string, QuestionResult>) => reader.answers.filter((a) => awaitsMark(questions.get(a.element_id), a)).length;

/** The questions by their element id, to find an answer's question. */
export const questionsById = (results: BookResults) => new Map(results.questions.map((q) => [q.element_id, q]));

