import i18n from 'i18next';
import { ArrowLeftRight, ListChecks, ListOrdered, PenLine, TextCursorInput, ToggleLeft, Vote } from 'lucide-react';
import type { Question, QuestionKind } from '@folio/shared';
import type { ElementDefinition } from '../types';
import { newId } from '../common/ids';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(`elements:quiz.${key}`, values);
const numbered = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * What a question of each kind starts with when the author switches to it: the kind's own fields, written in
 * the author's language, where the question has none yet (a choice switched to a poll keeps its options).
 */
export function startingFields(kind: QuestionKind, now: Partial<Question> = {}): Partial<Question> {
  switch (kind) {
    case 'choice':
      return { kind, options: now.options?.length ? now.options : numbered(3).map((n) => ({ id: newId(), text: t('option', { n }), correct: n === 1 })) };
    case 'poll':
      return { kind, points: 0, options: now.options?.length ? now.options.map((o) => ({ ...o, correct: false })) : [t('pollYes'), t('pollNo'), t('pollUnsure')].map((text) => ({ id: newId(), text, correct: false })) };
    case 'blanks':
      return { kind, sentence: now.sentence || t('placeholderSentence') };
    case 'matching':
      return { kind, pairs: now.pairs?.length ? now.pairs : numbered(3).map((n) => ({ id: newId(), left: t('left', { n }), right: t('right', { n }) })) };
    case 'ordering':
      return { kind, items: now.items?.length ? now.items : numbered(4).map((n) => ({ id: newId(), text: t('item', { n }) })) };
    case 'short':
      return { kind, marking: now.marking ?? 'teacher', keywords: now.keywords ?? [] };
  }
}

/**
 * The insert buttons of the question type, one per kind; true or false is a choice of two. A question of parts
 * starts with a point a part (two blanks, three pairs, four steps), so that each part right counts.
 */
export const QUESTION_VARIANTS: NonNullable<ElementDefinition['variants']> = [
  { key: 'choice', labelKey: 'quiz.kinds.choice', icon: ListChecks, create: () => ({}) },
  {
    key: 'truefalse',
    labelKey: 'quiz.kinds.truefalse',
    icon: ToggleLeft,
    create: () => ({ question: t('placeholderStatement'), options: [{ id: newId(), text: t('true'), correct: true }, { id: newId(), text: t('false'), correct: false }], size: { width: 400, height: 200 } }),
  },
  { key: 'blanks', labelKey: 'quiz.kinds.blanks', icon: TextCursorInput, create: () => ({ question: t('placeholderBlanks'), ...startingFields('blanks'), options: [], points: 2, size: { width: 460, height: 200 } }) },
  { key: 'matching', labelKey: 'quiz.kinds.matching', icon: ArrowLeftRight, create: () => ({ question: t('placeholderMatching'), ...startingFields('matching'), options: [], points: 3, size: { width: 460, height: 300 } }) },
  { key: 'ordering', labelKey: 'quiz.kinds.ordering', icon: ListOrdered, create: () => ({ question: t('placeholderOrdering'), ...startingFields('ordering'), options: [], points: 4, size: { width: 420, height: 320 } }) },
  { key: 'short', labelKey: 'quiz.kinds.short', icon: PenLine, create: () => ({ ...startingFields('short'), options: [], size: { width: 440, height: 260 } }) },
  { key: 'poll', labelKey: 'quiz.kinds.poll', icon: Vote, create: () => ({ question: t('placeholderPoll'), ...startingFields('poll'), size: { width: 400, height: 240 } }) },
];
