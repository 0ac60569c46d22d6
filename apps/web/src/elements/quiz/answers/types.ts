import type { Question, Scored } from '@folio/shared';

/** What each kind's answer area gets from the question around it (QuizRender). */
export interface AnswerProps {
  quiz: Question;
  /** the element's id: seeds the mixed orders and names the inputs */
  elementId: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** the checked answer's score, or null while the reader is answering */
  result: Scored | null;
  /** read mode: inputs; elsewhere the question is only drawn */
  interactive: boolean;
  accent: string;
}
