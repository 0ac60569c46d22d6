import { useTranslation } from 'react-i18next';
import { elementFields } from '@folio/shared';
import type { InspectorProps } from '../types';
import { ColorInput, Section, TextArea } from '../common/fields';
import { newId } from '../common/ids';
import { ListEditor } from '../common/ListEditor';
import { safeColor } from '../common/safe';

/** The deck: each card's front and back, added, removed and reordered; the cards' colours. */
export function FlashcardsInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { cards } = elementFields('flashcards', element);
  const style = element.style ?? {};
  return (
    <div className="flex flex-col gap-3">
      <Section title={t('flashcards.deck')}>
        <ListEditor
          items={cards}
          onChange={(next) => onChange({ cards: next })}
          create={() => ({ id: newId(), front: '', back: '' })}
          max={200}
          labels={{ row: (n) => t('flashcards.cardN', { n }), remove: (n) => t('flashcards.remove', { n }), add: t('flashcards.add'), moveUp: (n) => t('flashcards.moveUp', { n }), moveDown: (n) => t('flashcards.moveDown', { n }) }}
        >
          {(c, n, update) => (
            <>
              <TextArea label={t('flashcards.frontOf', { n })} rows={1} value={c.front} onChange={(front) => update({ front })} />
              <TextArea label={t('flashcards.backOf', { n })} rows={2} value={c.back} onChange={(back) => update({ back })} />
            </>
          )}
        </ListEditor>
      </Section>
      <Section title={t('flashcards.colors')}>
        <ColorInput label={t('flashcards.fill')} pickerLabel={t('common.pick', { name: t('flashcards.fill') })} value={safeColor(style.fill) ?? ''} onChange={(fill) => onChange({ style: { ...style, fill } })} />
        <ColorInput label={t('textStyle.color')} pickerLabel={t('common.pick', { name: t('textStyle.color') })} value={safeColor(style.color) ?? ''} onChange={(color) => onChange({ style: { ...style, color } })} />
      </Section>
    </div>
  );
}
