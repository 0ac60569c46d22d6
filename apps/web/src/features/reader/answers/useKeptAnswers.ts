import { useCallback, useMemo, useState } from 'react';
import type { BookAnswers } from '@folio/shared';
import type { KeptAnswer, QuizAnswerStore } from '../../../elements/common/quizAnswers';
import { saveQuizAnswer, useBookAnswersQuery } from '../api';

/** Where this browser keeps a visitor's answers to a book (also read and restored by an LMS package's reader: offline/lms). */
export const keptAnswersKey = (ebookId: string) => `folio.answers.${ebookId}`;
const storageKey = keptAnswersKey;

/** A visitor's answers to a book, as this browser kept them (nothing when storage is unavailable or spoilt). */
function readLocal(ebookId: string): Record<string, KeptAnswer> {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(storageKey(ebookId)) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept).filter(([, answer]: [string, Partial<KeptAnswer> | null]) => Array.isArray(answer?.chosen) && answer.chosen.every((id) => typeof id === 'string') && typeof answer.version === 'string') as [string, KeptAnswer][],
    );
  } catch {
    return {};
  }
}

function writeLocal(ebookId: string, answers: Record<string, KeptAnswer>) {
  try {
    window.localStorage.setItem(storageKey(ebookId), JSON.stringify(answers));
  } catch {
    // A full or blocked storage keeps the answers for this visit only.
  }
}

/** A signed-in reader's progress in a book with questions, as the server counts it; null otherwise. */
export type AnswerProgress = Pick<BookAnswers, 'answered' | 'questions' | 'score' | 'points'> | null;

/**
 * Where the reader keeps a book's answers: a signed-in reader's on the server (which scores them, and counts
 * the progress again after each answer), a visitor's in this browser. Answers given during the visit show at
 * once, whatever the server has said yet.
 */
export function useKeptAnswers(ebookId: string, signedIn: boolean): { store: QuizAnswerStore; progress: AnswerProgress } {
  const { data, refetch } = useBookAnswersQuery(ebookId, { skip: !signedIn });
  const [given, setGiven] = useState<Record<string, KeptAnswer>>(() => (signedIn ? {} : readLocal(ebookId)));
  const fromServer = useMemo(() => new Map((data?.answers ?? []).map((a) => [a.element_id, { chosen: a.chosen, version: a.question_version, ...(a.marked ? { mark: a.score } : {}) }])), [data]);

  const keep = useCallback(
    (elementId: string, answer: KeptAnswer) => {
      setGiven((now) => {
        const next = { ...now, [elementId]: answer };
        if (!signedIn) writeLocal(ebookId, next);
        return next;
      });
      if (signedIn) void saveQuizAnswer(ebookId, elementId, answer.chosen).then(() => refetch(), () => {});
    },
    [ebookId, signedIn, refetch],
  );
  const store = useMemo(() => ({ answerOf: (elementId: string) => given[elementId] ?? fromServer.get(elementId), keep }), [given, fromServer, keep]);
  const progress = data && data.questions > 0 ? { answered: data.answered, questions: data.questions, score: data.score, points: data.points } : null;
  return { store, progress };
}
