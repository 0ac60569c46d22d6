import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { elementFields, QUIZ_COUNTS, type QuizOption } from '@folio/shared';
import type { InspectorProps } from '../types';
import { Checkbox, ColorInput, NumberInput, Section, Select, TextArea, TextInput } from '../common/fields';
import { newId } from '../common/ids';
import { safeColor } from '../common/safe';

/** The question, its options (add, remove, mark right), one or several right answers, feedback, points and which try counts. */
export function QuizInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const quiz = elementFields('quiz', element);
  const setOptions = (options: QuizOption[]) => onChange({ options });
  const update = (id: string, changes: Partial<QuizOption>) => setOptions(quiz.options.map((o) => (o.id === id ? { ...o, ...changes } : o)));
  // With one right answer, marking an option right unmarks the others.
  const markCorrect = (id: string, correct: boolean) =>
    setOptions(quiz.options.map((o) => (o.id === id ? { ...o, correct } : quiz.multiple || !correct ? o : { ...o, correct: false })));
  const setMultiple = (multiple: boolean) => {
    if (multiple) return onChange({ multiple });
    const first = quiz.options.find((o) => o.correct)?.id;
    onChange({ multiple, options: quiz.options.map((o) => ({ ...o, correct: o.id === first })) });
  };
  const noCorrect = quiz.options.length > 0 && !quiz.options.some((o) => o.correct);

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('quiz.title')}>
        <TextArea label={t('quiz.question')} rows={2} value={quiz.question} onChange={(question) => onChange({ question })} />
        <Checkbox label={t('quiz.multiple')} checked={quiz.multiple} onChange={setMultiple} />
      </Section>
      <Section title={t('quiz.options')}>
        <ol className="flex flex-col gap-2">
          {quiz.options.map((o, i) => (
            <li key={o.id} className="flex flex-col gap-1 rounded-md border border-gray-200 p-2">
              <TextInput label={t('quiz.option', { n: i + 1 })} value={o.text} onChange={(text) => update(o.id, { text })} />
              <div className="flex items-center justify-between gap-2">
                <Checkbox label={t('quiz.markCorrect')} checked={o.correct} onChange={(c) => markCorrect(o.id, c)} />
                <button type="button" aria-label={t('quiz.removeOption', { n: i + 1 })} title={t('quiz.removeOption', { n: i + 1 })} onClick={() => setOptions(quiz.options.filter((x) => x.id !== o.id))} className="rounded p-1 text-danger-700 hover:bg-danger-200/40">
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
        {noCorrect && <p className="text-xs font-medium text-warning-600">{t('quiz.noCorrect')}</p>}
        <button type="button" disabled={quiz.options.length >= 20} onClick={() => setOptions([...quiz.options, { id: newId(), text: '', correct: false }])} className="inline-flex w-fit items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-50">
          <Plus aria-hidden className="size-4" />
          {t('quiz.addOption')}
        </button>
      </Section>
      <Section title={t('quiz.feedback')}>
        <TextInput label={t('quiz.feedbackCorrect')} value={quiz.feedback.correct} onChange={(correct) => onChange({ feedback: { ...quiz.feedback, correct } })} />
        <TextInput label={t('quiz.feedbackIncorrect')} value={quiz.feedback.incorrect} onChange={(incorrect) => onChange({ feedback: { ...quiz.feedback, incorrect } })} />
        <NumberInput label={t('quiz.points')} min={0} max={1000} value={quiz.points} onChange={(points) => onChange({ points: Math.round(points) })} />
        <Select
          label={t('quiz.counts')}
          value={quiz.counts ?? 'last'}
          options={QUIZ_COUNTS.map((counts) => ({ value: counts, label: t(`quiz.counts_${counts}`) }))}
          onChange={(counts) => onChange({ counts })}
        />
        <ColorInput label={t('quiz.accent')} pickerLabel={t('common.pick', { name: t('quiz.accent') })} value={safeColor(element.style?.accent) ?? ''} onChange={(accent) => onChange({ style: { ...element.style, accent } })} />
      </Section>
    </div>
  );
}
