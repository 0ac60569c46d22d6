import i18n from 'i18next';
import { ListChecks } from 'lucide-react';
import { elementFields } from '@folio/shared';
import type { ElementDefinition } from '../types';
import { css, escapeHtml, htmlTag } from '../common/html';
import { newId } from '../common/ids';
import { QuizInspector } from './QuizInspector';
import { QuizRender } from './QuizRender';

export const quizElement: ElementDefinition = {
  type: 'quiz',
  labelKey: 'types.quiz',
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
  Render: QuizRender,
  Inspector: QuizInspector,
  // Without script the question and its options are shown, not the answers.
  toHtml: (element) => {
    const quiz = elementFields('quiz', element);
    const items = quiz.options.map((o) => htmlTag('li', {}, escapeHtml(o.text))).join('');
    const box = css({ margin: '0', height: '100%', 'box-sizing': 'border-box', border: '1px solid #e5e7eb', 'border-radius': '12px', padding: '12px', background: '#ffffff' });
    return htmlTag('fieldset', { dir: 'auto', style: box }, htmlTag('legend', { style: 'font-weight:600' }, escapeHtml(quiz.question)) + htmlTag('ul', { style: 'margin:0;padding-inline-start:1.5em' }, items));
  },
};
