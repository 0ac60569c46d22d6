import { useTranslation } from 'react-i18next';
import { Section, TextInput } from '../../common/fields';
import { newId } from '../../common/ids';
import { ListEditor } from '../../common/ListEditor';
import type { KindFieldsProps } from './types';

/** An ordering's items, written in their right order (the reader sees them mixed). */
export function ItemsFields({ quiz, onChange }: KindFieldsProps) {
  const { t } = useTranslation('elements');
  return (
    <Section title={t('quiz.items')}>
      <p className="text-xs text-gray-600">{t('quiz.itemsHint')}</p>
      <ListEditor
        items={quiz.items ?? []}
        onChange={(items) => onChange({ items })}
        create={() => ({ id: newId(), text: '' })}
        max={20}
        labels={{ row: (n) => t('quiz.itemN', { n }), remove: (n) => t('quiz.removeItem', { n }), add: t('quiz.addItem'), moveUp: (n) => t('quiz.moveItemUp', { n }), moveDown: (n) => t('quiz.moveItemDown', { n }) }}
      >
        {(item, n, update) => <TextInput label={t('quiz.itemText', { n })} value={item.text} onChange={(text) => update({ text })} />}
      </ListEditor>
      {(quiz.items ?? []).length < 2 && <p className="text-xs font-medium text-warning-600">{t('quiz.fewItems')}</p>}
    </Section>
  );
}
