import type { AssignmentProgress } from '@folio/shared';

type Pupil = AssignmentProgress['students'][number];

/** Where a pupil is with an assigned book, in the words of the progress table. */
type ReadingState = 'notOpened' | 'reading' | 'finished';

export interface PupilProgress {
  state: ReadingState;
  /** The page they are on of all the pages ("3 / 12"), null before they open it. */
  page: { at: number; of: number } | null;
  /** How far they are through the book, 0–100 (a finished book is 100 whatever page they stopped on). */
  percent: number;
  /** Their score of the book's points, null when the book has no questions. */
  score: { got: number; of: number } | null;
}

/**
 * A pupil's row of an assigned book's progress. A page past the book's end (the book lost pages since) counts as
 * the last page; a finished book is 100 % even when the pupil went back to an earlier page.
 */
export function pupilProgress(pupil: Pupil, pages: number, points: number): PupilProgress {
  const state: ReadingState = pupil.finished ? 'finished' : pupil.opened ? 'reading' : 'notOpened';
  const at = pupil.page === null ? null : Math.min(Math.max(pupil.page, 1), Math.max(pages, 1));
  const percent = pupil.finished ? 100 : at === null || pages <= 0 ? 0 : Math.round((at / pages) * 100);
  return {
    state,
    page: at === null ? null : { at, of: pages },
    percent,
    score: points > 0 ? { got: Math.min(pupil.score, points), of: points } : null,
  };
}

/** How many of the class opened and finished the book, for the line above its table. */
export function progressSummary(progress: AssignmentProgress) {
  return {
    pupils: progress.students.length,
    opened: progress.students.filter((s) => s.opened || s.finished).length,
    finished: progress.students.filter((s) => s.finished).length,
  };
}
