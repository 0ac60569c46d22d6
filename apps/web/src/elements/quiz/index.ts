import i18n from 'i18next';
import { ListChecks } from 'lucide-react';
import { defineElement } from '../defineElement';
import { newId } from '../common/ids';
import { QUESTION_VARIANTS } from './kinds';
import { QuizInspector } from './QuizInspector';
import { QuizRender } from './QuizRender';

/** A question, of one of the kinds of questions.ts, each inserted from a button of its own (kinds.ts). */
export const quizElement = defineElement({
  type: 'quiz',
  icon: ListChecks,
  tab: 'Interactive',
  create: () => ({
    question: i18n.t('elements:quiz.placeholderQuestion'),
    options: [1, 2, 3].map((n) => ({ id: newId(), text: i18n.t('elements:quiz.option', { n }), correct: n === 1 })),
    multiple: false,
    feedback: { correct: i18n.t('elements:quiz.correct'), incorrect: i18n.t('elements:quiz.incorrect') },
    points: 1,
    size: { width: 440, height: 240 },
    style: { accent: '#4f46e5' },
  }),
  variants: QUESTION_VARIANTS,
  Render: QuizRender,
  Inspector: QuizInspector,
  // Without script the question is shown, not its answers.
});
