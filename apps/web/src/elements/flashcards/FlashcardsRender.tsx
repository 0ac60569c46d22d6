import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Repeat } from 'lucide-react';
import clsx from 'clsx';
import { elementFields } from '@folio/shared';
import type { RenderProps } from '../types';
import { safeColor } from '../common/safe';

const navButton = 'grid size-8 place-items-center rounded-full bg-white/80 text-gray-800 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-40';

/**
 * A deck of cards. Reading, the card turns over on click, Enter or Space (it is a button), and previous/next
 * go through the deck ('Card n of m', announced). Only the side shown is given to screen readers.
 */
export function FlashcardsRender({ element, mode }: RenderProps) {
  const { t, i18n } = useTranslation('elements');
  const { cards } = elementFields('flashcards', element);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const hintId = useId();
  const style = element.style ?? {};
  const fill = safeColor(style.fill) ?? '#eef2ff';
  const color = safeColor(style.color) ?? '#1f2937';
  const at = Math.min(index, Math.max(0, cards.length - 1));
  const card = cards[at];
  const interactive = mode === 'read' && cards.length > 0;
  const showBack = interactive && flipped;
  const counter = t('flashcards.cardOf', { n: cards.length ? at + 1 : 0, total: cards.length });
  const go = (next: number) => {
    setIndex(next);
    setFlipped(false);
  };
  const face = 'absolute inset-0 flex items-center justify-center overflow-auto rounded-[inherit] p-4 text-center text-3xl font-bold break-words shadow-md [backface-visibility:hidden]';

  const faces = (
    <div className="relative size-full rounded-[inherit] transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none" style={{ transform: showBack ? 'rotateY(180deg)' : undefined }}>
      <div className={face} style={{ background: fill, color }} aria-hidden={showBack}>
        {card?.front ?? t('flashcards.empty')}
      </div>
      <div className={clsx(face, '[transform:rotateY(180deg)] border-4 bg-white')} style={{ borderColor: fill, color }} aria-hidden={!showBack}>
        {card?.back}
      </div>
    </div>
  );

  return (
    // Everything stays inside the element's box, however small it is made: the card gives up its height first,
    // then the counter and the hint are clipped rather than drawn over whatever lies below the element.
    <div dir="auto" data-flashcards className="flex size-full flex-col gap-2 overflow-hidden rounded-[inherit]" style={{ color }}>
      {interactive ? (
        <button
          type="button"
          onClick={() => setFlipped((f) => !f)}
          data-flashcard-turn
          aria-describedby={hintId}
          aria-pressed={flipped}
          className="relative min-h-0 flex-1 cursor-pointer rounded-[inherit] [perspective:1200px] focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-primary-600"
        >
          {faces}
        </button>
      ) : (
        <div className="relative min-h-0 flex-1 rounded-[inherit]">{faces}</div>
      )}
      {/* The controls speak the interface's language and direction, whatever the cards are written in. */}
      <div dir={i18n.dir()} className="flex min-h-0 min-w-0 shrink-0 items-center justify-center gap-3 text-sm">
        {interactive && (
          <button type="button" className={navButton} onClick={() => go(at - 1)} disabled={at === 0} aria-label={t('flashcards.previous')}>
            <ChevronLeft aria-hidden className={clsx('size-5', i18n.dir() === 'rtl' && '-scale-x-100')} />
          </button>
        )}
        {/*
          Read, the card's side is said with its counter as one phrase, made by the translation: two spans read one
          after the other would be joined with a space before the comma ('Card 1 of 5 , front').
        */}
        <p aria-live="polite" className="min-w-0 truncate font-medium opacity-80">
          <span aria-hidden={interactive || undefined}>{counter}</span>
          {interactive && <span className="sr-only">{t('flashcards.cardSide', { counter, side: showBack ? t('flashcards.back') : t('flashcards.front') })}</span>}
        </p>
        {interactive && (
          <button type="button" className={navButton} onClick={() => go(at + 1)} disabled={at >= cards.length - 1} aria-label={t('flashcards.next')}>
            <ChevronRight aria-hidden className={clsx('size-5', i18n.dir() === 'rtl' && '-scale-x-100')} />
          </button>
        )}
      </div>
      {interactive && (
        <p id={hintId} dir={i18n.dir()} className="flex min-h-0 shrink items-center justify-center gap-1 overflow-hidden text-xs opacity-70">
          <Repeat aria-hidden className="size-3" />
          {t('flashcards.flipHint')}
        </p>
      )}
    </div>
  );
}
