import { elementFields, kindOf, markedByTeacher, questionPoints, questionVersion, scoreAnswer, type BookPage, type Question, type QuestionKind } from '@folio/shared';

/**
 * What an LMS package's reader reports (decision 027), the same for SCORM 1.2, SCORM 2004 and cmi5: the pages
 * read, whether the last page was reached, and the questions' answers, score and success. Made from the book's
 * pages and what the learner did; each standard's adapter writes it in its own terms.
 */

export interface BookQuestion {
  elementId: string;
  question: Question;
}

/** An answer as an LMS records it: the question, what was chosen, and right, wrong or neither (a poll). */
export interface Interaction {
  elementId: string;
  kind: QuestionKind;
  question: Question;
  chosen: string[];
  correct: boolean | null;
}

export interface LearnerRecord {
  /** The first page of the view shown, from 0. */
  page: number;
  /** Pages read / pages: 0 to 1. */
  progress: number;
  /** The last page was reached. */
  completed: boolean;
  /** The points scored of those the book's scored questions give, and their share; null when nothing is scored. */
  score: { points: number; max: number; scaled: number } | null;
  /** Passed or failed once every scored question is answered; null before (or with nothing scored). */
  passed: boolean | null;
  interactions: Interaction[];
}

/** What the learner did, as the reader and this browser keep it. */
export interface Learning {
  page: number;
  seen: ReadonlySet<number>;
  /** The answers, by question (element id): what was chosen. */
  answers: Readonly<Record<string, readonly string[]>>;
}

/** The book's questions (quiz elements), in page order. */
export function bookQuestions(pages: readonly BookPage[]): BookQuestion[] {
  return pages.flatMap((page) => page.elements.filter((element) => element.type === 'quiz').map((element) => ({ elementId: element.id, question: elementFields('quiz', element) })));
}

/** A question that gives points here: a poll gives none, and no teacher marks a short answer in an LMS package. */
const scored = (question: Question) => questionPoints(question) > 0 && !markedByTeacher(question);

export function learnerRecord(questions: readonly BookQuestion[], pageCount: number, learning: Learning, mastery: number): LearnerRecord {
  const interactions = questions.flatMap(({ elementId, question }): Interaction[] => {
    const chosen = learning.answers[elementId];
    if (!chosen) return [];
    return [{ elementId, kind: kindOf(question), question, chosen: [...chosen], correct: scoreAnswer(question, chosen).correct }];
  });
  const counted = questions.filter(({ question }) => scored(question));
  const max = counted.reduce((sum, { question }) => sum + question.points, 0);
  const points = counted.reduce((sum, { elementId, question }) => sum + (learning.answers[elementId] ? scoreAnswer(question, learning.answers[elementId]).score : 0), 0);
  const score = max > 0 ? { points, max, scaled: points / max } : null;
  const allAnswered = counted.every(({ elementId }) => learning.answers[elementId]);
  return {
    page: learning.page,
    progress: pageCount > 0 ? Math.min(1, learning.seen.size / pageCount) : 0,
    completed: pageCount > 0 && learning.seen.has(pageCount - 1),
    score,
    passed: score && allAnswered ? score.scaled >= mastery - 1e-9 : null,
    interactions,
  };
}

/** The kept answers of this browser in the form the reader keeps them (useKeptAnswers), from what an LMS kept: for the current questions. */
export function keptAnswersFrom(questions: readonly BookQuestion[], answers: Readonly<Record<string, readonly string[]>>) {
  return Object.fromEntries(questions.filter(({ elementId }) => answers[elementId]).map(({ elementId, question }) => [elementId, { chosen: [...answers[elementId]!], version: questionVersion(question) }]));
}
