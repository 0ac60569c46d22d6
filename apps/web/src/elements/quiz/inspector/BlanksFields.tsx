import { useTranslation } from 'react-i18next';
import { sentenceParts } from '@folio/shared';
import { Checkbox, Section, TextArea } from '../../common/fields';
import type { KindFieldsProps } from './types';

/** The sentence with its blanks in square brackets, how many blanks it has (a warning when none), and the case rule. */
export function BlanksFields({ quiz, onChange }: KindFieldsProps) {
  const { t } = useTranslation('elements');
  const blanks = sentenceParts(quiz.sentence ?? '').blanks;
  const empty = blanks.filter((accepted) => !accepted.length).length;
  return (
    <Section title={t('quiz.blanks')}>
      <TextArea label={t('quiz.sentence')} rows={4} value={quiz.sentence ?? ''} onChange={(sentence) => onChange({ sentence })} hint={t('quiz.sentenceHint')} invalid={!blanks.length || empty > 0} />
      <p className={blanks.length && !empty ? 'text-xs text-gray-600' : 'text-xs font-medium text-warning-600'} role="status">
        {!blanks.length ? t('quiz.noBlanks') : empty ? t('quiz.emptyBlanks') : t('quiz.blankCount', { n: blanks.length })}
      </p>
      <Checkbox label={t('quiz.caseSensitive')} checked={!!quiz.caseSensitive} onChange={(caseSensitive) => onChange({ caseSensitive })} />
    </Section>
  );
}
