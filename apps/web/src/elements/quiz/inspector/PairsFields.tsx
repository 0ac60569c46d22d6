import { useTranslation } from 'react-i18next';
import { Section, TextInput } from '../../common/fields';
import { newId } from '../../common/ids';
import { ListEditor } from '../../common/ListEditor';
import type { KindFieldsProps } from './types';

/** A matching's pairs, each a left side and its right one (the reader sees the right sides mixed). */
export function PairsFields({ quiz, onChange }: KindFieldsProps) {
  const { t } = useTranslation('elements');
  return (
    <Section title={t('quiz.pairs')}>
      <ListEditor
        items={quiz.pairs ?? []}
        onChange={(pairs) => onChange({ pairs })}
        create={() => ({ id: newId(), left: '', right: '' })}
        max={20}
        labels={{ row: (n) => t('quiz.pairN', { n }), remove: (n) => t('quiz.removePair', { n }), add: t('quiz.addPair') }}
      >
        {(pair, n, update) => (
          <>
            <TextInput label={t('quiz.leftOf', { n })} value={pair.left} onChange={(left) => update({ left })} />
            <TextInput label={t('quiz.rightOf', { n })} value={pair.right} onChange={(right) => update({ right })} />
          </>
        )}
      </ListEditor>
      {(quiz.pairs ?? []).length < 2 && <p className="text-xs font-medium text-warning-600">{t('quiz.fewPairs')}</p>}
    </Section>
  );
}
