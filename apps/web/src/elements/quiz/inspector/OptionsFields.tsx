import { useTranslation } from 'react-i18next';
import { kindOf, type QuizOption } from '@folio/shared';
import { Checkbox, Section, TextInput } from '../../common/fields';
import { newId } from '../../common/ids';
import { ListEditor } from '../../common/ListEditor';
import type { KindFieldsProps } from './types';

/** A choice's or a poll's options: added, removed, reordered, and (a choice only) marked right; one or several answers; shuffling. */
export function OptionsFields({ quiz, onChange }: KindFieldsProps) {
  const { t } = useTranslation('elements');
  const poll = kindOf(quiz) === 'poll';
  const setOptions = (options: QuizOption[]) => onChange({ options });
  // With one right answer, marking an option right unmarks the others.
  const markCorrect = (id: string, correct: boolean) =>
    setOptions(quiz.options.map((o) => (o.id === id ? { ...o, correct } : quiz.multiple || !correct ? o : { ...o, correct: false })));
  const setMultiple = (multiple: boolean) => {
    if (multiple || poll) return onChange({ multiple });
    const first = quiz.options.find((o) => o.correct)?.id;
    onChange({ multiple, options: quiz.options.map((o) => ({ ...o, correct: o.id === first })) });
  };
  const noCorrect = !poll && quiz.options.length > 0 && !quiz.options.some((o) => o.correct);
  return (
    <Section title={t('quiz.options')}>
      <Checkbox label={poll ? t('quiz.multiplePoll') : t('quiz.multiple')} checked={quiz.multiple} onChange={setMultiple} />
      <ListEditor
        items={quiz.options}
        onChange={setOptions}
        create={() => ({ id: newId(), text: '', correct: false })}
        max={20}
        labels={{ row: (n) => t('quiz.option', { n }), remove: (n) => t('quiz.removeOption', { n }), add: t('quiz.addOption'), moveUp: (n) => t('quiz.moveOptionUp', { n }), moveDown: (n) => t('quiz.moveOptionDown', { n }) }}
      >
        {(o, n, update) => (
          <>
            <TextInput label={t('quiz.optionText', { n })} value={o.text} onChange={(text) => update({ text })} />
            {!poll && <Checkbox label={t('quiz.markCorrect')} checked={o.correct} onChange={(c) => markCorrect(o.id, c)} />}
          </>
        )}
      </ListEditor>
      {noCorrect && <p className="text-xs font-medium text-warning-600">{t('quiz.noCorrect')}</p>}
      <Checkbox label={t('quiz.shuffle')} checked={!!quiz.shuffle} onChange={(shuffle) => onChange({ shuffle })} />
    </Section>
  );
}
