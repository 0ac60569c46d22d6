import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { elementFields, type Flashcard } from '@folio/shared';
import type { InspectorProps } from '../types';
import { ColorInput, Section, TextArea } from '../common/fields';
import { newId } from '../common/ids';
import { safeColor } from '../common/safe';

const iconButton = 'rounded p-1 hover:bg-gray-100 disabled:opacity-40';

/** The deck: each card's front and back, added, removed and reordered; the cards' colours. */
export function FlashcardsInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { cards } = elementFields('flashcards', element);
  const setCards = (next: Flashcard[]) => onChange({ cards: next });
  const update = (id: string, changes: Partial<Flashcard>) => setCards(cards.map((c) => (c.id === id ? { ...c, ...changes } : c)));
  const move = (from: number, to: number) => {
    const next = [...cards];
    const [card] = next.splice(from, 1);
    next.splice(to, 0, card!);
    setCards(next);
  };
  const style = element.style ?? {};
  return (
    <div className="flex flex-col gap-3">
      <Section title={t('flashcards.deck')}>
        <ol className="flex flex-col gap-2">
          {cards.map((c, i) => (
            <li key={c.id} className="flex flex-col gap-1 rounded-md border border-gray-200 p-2">
              <div className="flex items-center justify-between gap-1">
                <span className="text-xs font-semibold text-gray-600">{t('flashcards.cardN', { n: i + 1 })}</span>
                <span className="flex gap-0.5">
                  <button type="button" className={iconButton} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('flashcards.moveUp', { n: i + 1 })}>
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button type="button" className={iconButton} disabled={i === cards.length - 1} onClick={() => move(i, i + 1)} aria-label={t('flashcards.moveDown', { n: i + 1 })}>
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button type="button" className={`${iconButton} text-danger-700`} onClick={() => setCards(cards.filter((x) => x.id !== c.id))} aria-label={t('flashcards.remove', { n: i + 1 })}>
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </span>
              </div>
              <TextArea label={t('flashcards.frontOf', { n: i + 1 })} rows={1} value={c.front} onChange={(front) => update(c.id, { front })} />
              <TextArea label={t('flashcards.backOf', { n: i + 1 })} rows={2} value={c.back} onChange={(back) => update(c.id, { back })} />
            </li>
          ))}
        </ol>
        <button type="button" disabled={cards.length >= 200} onClick={() => setCards([...cards, { id: newId(), front: '', back: '' }])} className="inline-flex w-fit items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-50">
          <Plus aria-hidden className="size-4" />
          {t('flashcards.add')}
        </button>
      </Section>
      <Section title={t('flashcards.colors')}>
        <ColorInput label={t('flashcards.fill')} pickerLabel={t('common.pick', { name: t('flashcards.fill') })} value={safeColor(style.fill) ?? ''} onChange={(fill) => onChange({ style: { ...style, fill } })} />
        <ColorInput label={t('textStyle.color')} pickerLabel={t('common.pick', { name: t('textStyle.color') })} value={safeColor(style.color) ?? ''} onChange={(color) => onChange({ style: { ...style, color } })} />
      </Section>
    </div>
  );
}
