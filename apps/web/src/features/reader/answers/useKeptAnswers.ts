import { useCallback, useMemo, useState } from 'react';
import type { KeptAnswer, QuizAnswerStore } from '../../../elements/common/quizAnswers';
import { saveQuizAnswer, useBookAnswersQuery } from '../api';

const storageKey = (ebookId: string) => `folio.answers.${ebookId}`;

/** A visitor's answers to a book, as this browser kept them (nothing when storage is unavailable or spoilt). */
function readLocal(ebookId: string): Record<string, KeptAnswer> {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(storageKey(ebookId)) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept).filter((entry): entry is [string, KeptAnswer] => Array.isArray((entry[1] as KeptAnswer | null)?.chosen) && (entry[1] as KeptAnswer).chosen.every((id) => typeof id === 'string')),
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

/**
 * Where the reader keeps a book's answers: a signed-in reader's on the server (which scores them), a visitor's
 * in this browser. Answers given during the visit show at once, whatever the server has said yet.
 */
export function useKeptAnswers(ebookId: string, signedIn: boolean): QuizAnswerStore {
  const { data } = useBookAnswersQuery(ebookId, { skip: !signedIn });
  const [given, setGiven] = useState<Record<string, KeptAnswer>>(() => (signedIn ? {} : readLocal(ebookId)));
  const fromServer = useMemo(() => new Map((data?.answers ?? []).map((a) => [a.element_id, { chosen: a.chosen }])), [data]);

  const keep = useCallback(
    (elementId: string, chosen: string[]) => {
      setGiven((now) => {
        const next = { ...now, [elementId]: { chosen } };
        if (!signedIn) writeLocal(ebookId, next);
        return next;
      });
      if (signedIn) void saveQuizAnswer(ebookId, elementId, chosen).catch(() => {});
    },
    [ebookId, signedIn],
  );
  return useMemo(() => ({ answerOf: (elementId: string) => given[elementId] ?? fromServer.get(elementId), keep }), [given, fromServer, keep]);
}
