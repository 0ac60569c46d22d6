import { createContext, useContext, type ReactNode } from 'react';

/**
 * A kept answer to a question: the answer given last, the version of the question it answered (questionVersion)
 * and, for a short answer marked by hand, the teacher's mark once they have given it.
 */
export interface KeptAnswer {
  chosen: string[];
  version: string;
  mark?: number;
}

/**
 * Where a question's answers are kept while a book is read: the reader provides it (on the server for a
 * signed-in reader, in the browser for a visitor). Without it (the editor's preview, a template's preview)
 * answers live only as long as the page is shown.
 */
export interface QuizAnswerStore {
  answerOf(elementId: string): KeptAnswer | undefined;
  keep(elementId: string, answer: KeptAnswer): void;
}

const QuizAnswersContext = createContext<QuizAnswerStore | null>(null);

export function QuizAnswersProvider({ store, children }: { store: QuizAnswerStore; children: ReactNode }) {
  return <QuizAnswersContext.Provider value={store}>{children}</QuizAnswersContext.Provider>;
}

export const useQuizAnswers = () => useContext(QuizAnswersContext);
