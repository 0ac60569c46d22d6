import { useTranslation } from 'react-i18next';
import { SHORT_MARKING } from '@folio/shared';
import { Checkbox, Section, Select, TextArea } from '../../common/fields';
import type { KindFieldsProps } from './types';

/** How a short answer is marked: by the teacher, or by its keywords (one a line, alternatives split by '/'). */
export function ShortFields({ quiz, onChange }: KindFieldsProps) {
  const { t } = useTranslation('elements');
  const marking = quiz.marking ?? 'keywords';
  return (
    <Section title={t('quiz.marking')}>
      <Select label={t('quiz.markedBy')} value={marking} options={SHORT_MARKING.map((m) => ({ value: m, label: t(`quiz.marking_${m}`) }))} onChange={(next) => onChange({ marking: next })} />
      {marking === 'keywords' && (
        <>
          <TextArea
            label={t('quiz.keywords')}
            rows={4}
            value={(quiz.keywords ?? []).join('\n')}
            // Lines are kept as typed (an empty last line is where the author is about to write); blank ones score nothing.
            onChange={(text) => onChange({ keywords: text.split('\n').slice(0, 20).map((k) => k.slice(0, 200)) })}
            hint={t('quiz.keywordsHint')}
            invalid={!(quiz.keywords ?? []).some((k) => k.trim())}
          />
          <Checkbox label={t('quiz.caseSensitive')} checked={!!quiz.caseSensitive} onChange={(caseSensitive) => onChange({ caseSensitive })} />
        </>
      )}
    </Section>
  );
}
