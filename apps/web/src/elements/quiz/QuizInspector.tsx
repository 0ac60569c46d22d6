import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { elementFields, kindOf, QUESTION_KINDS, QUIZ_COUNTS, type Question, type QuestionKind } from '@folio/shared';
import type { InspectorProps } from '../types';
import { ColorInput, NumberInput, Section, Select, TextArea, TextInput } from '../common/fields';
import { safeColor } from '../common/safe';
import { BlanksFields } from './inspector/BlanksFields';
import { ItemsFields } from './inspector/ItemsFields';
import { OptionsFields } from './inspector/OptionsFields';
import { PairsFields } from './inspector/PairsFields';
import { ShortFields } from './inspector/ShortFields';
import type { KindFieldsProps } from './inspector/types';
import { startingFields } from './kinds';

const KIND_FIELDS: Record<QuestionKind, ComponentType<KindFieldsProps>> = {
  choice: OptionsFields,
  poll: OptionsFields,
  blanks: BlanksFields,
  matching: PairsFields,
  ordering: ItemsFields,
  short: ShortFields,
};

/**
 * The question: its kind (switching keeps what fits the new kind and fills in the rest), its words and hint,
 * the kind's own fields, and, where there is a right answer, the feedback, points and which try counts.
 */
export function QuizInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const quiz = elementFields('quiz', element);
  const kind = kindOf(quiz);
  const change = (changes: Partial<Question>) => onChange(changes);
  const Fields = KIND_FIELDS[kind];

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('quiz.title')}>
        <Select label={t('quiz.kind')} value={kind} options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`quiz.kinds.${k}`) }))} onChange={(next) => change(startingFields(next, quiz))} />
        <TextArea label={t('quiz.question')} rows={2} value={quiz.question} onChange={(question) => change({ question })} />
        <TextInput label={t('quiz.hint')} value={quiz.hint ?? ''} onChange={(hint) => change({ hint })} hint={t('quiz.hintHint')} />
      </Section>
      <Fields quiz={quiz} onChange={change} />
      <Section title={kind === 'poll' ? t('quiz.look') : t('quiz.feedback')}>
        {kind !== 'poll' && (
          <>
            <TextInput label={t('quiz.feedbackCorrect')} value={quiz.feedback.correct} onChange={(correct) => change({ feedback: { ...quiz.feedback, correct } })} />
            <TextInput label={t('quiz.feedbackIncorrect')} value={quiz.feedback.incorrect} onChange={(incorrect) => change({ feedback: { ...quiz.feedback, incorrect } })} />
            <NumberInput label={t('quiz.points')} min={0} max={1000} value={quiz.points} onChange={(points) => change({ points: Math.round(points) })} />
            <Select label={t('quiz.counts')} value={quiz.counts ?? 'last'} options={QUIZ_COUNTS.map((counts) => ({ value: counts, label: t(`quiz.counts_${counts}`) }))} onChange={(counts) => change({ counts })} />
          </>
        )}
        <ColorInput label={t('quiz.accent')} pickerLabel={t('common.pick', { name: t('quiz.accent') })} value={safeColor(element.style?.accent) ?? ''} onChange={(accent) => onChange({ style: { ...element.style, accent } })} />
      </Section>
    </div>
  );
}
