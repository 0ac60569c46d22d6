import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp } from 'lucide-react';
import clsx from 'clsx';
import { partsRight } from '@folio/shared';
import { RightOrWrong } from './RightOrWrong';
import type { AnswerProps } from './types';

const arrow = 'rounded p-0.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-30';

/**
 * Items to put in order, numbered, each moved up or down by its buttons: a way that works with a keyboard, a
 * screen reader and a finger, and inside a flipbook page, whose drags turn the page (WCAG 2.5.7). The move is
 * announced, and the focus follows the item. Checked, each item in its place is marked right.
 */
export function OrderingAnswer({ quiz, chosen, onChange, result, interactive }: AnswerProps) {
  const { t } = useTranslation('elements');
  const textOf = new Map((quiz.items ?? []).map((item) => [item.id, item.text]));
  const right = result ? partsRight(quiz, chosen) : [];
  const list = useRef<HTMLOListElement>(null);
  const announce = useRef<HTMLSpanElement>(null);

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    const next = [...chosen];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    if (announce.current) announce.current.textContent = t('quiz.movedTo', { text: textOf.get(item!) ?? '', n: to + 1 });
    // The moved item keeps the focus on the same button, unless it reached the end that button moves towards.
    requestAnimationFrame(() => {
      const buttons = list.current?.children[to]?.querySelectorAll('button');
      const end = direction === 'up' ? to === 0 : to === next.length - 1;
      (end ? buttons?.[direction === 'up' ? 1 : 0] : buttons?.[direction === 'up' ? 0 : 1])?.focus();
    });
  };

  return (
    <>
      <ol ref={list} className="clear-both flex flex-col gap-1">
        {chosen.map((id, i) => (
          <li key={id} className={clsx('flex items-center gap-2 rounded-md border border-gray-200 px-2 py-0.5', result && (right[i] ? 'bg-success-600/10' : 'bg-danger-200/50'))}>
            <span aria-hidden className="w-5 shrink-0 text-center text-sm font-semibold text-gray-500">
              {i + 1}
            </span>
            <span className="min-w-0 flex-1 break-words">{textOf.get(id)}</span>
            {result && <RightOrWrong right={!!right[i]} />}
            {interactive && !result && (
              <span className="flex shrink-0 gap-0.5">
                <button type="button" className={arrow} disabled={i === 0} aria-label={t('quiz.moveUp', { text: textOf.get(id) })} onClick={() => move(i, i - 1, 'up')}>
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button type="button" className={arrow} disabled={i === chosen.length - 1} aria-label={t('quiz.moveDown', { text: textOf.get(id) })} onClick={() => move(i, i + 1, 'down')}>
                  <ArrowDown aria-hidden className="size-4" />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <span ref={announce} aria-live="polite" className="sr-only" />
    </>
  );
}
