// One row of a question's figures (an option chosen, a blank or pair got right): its words, a bar and the same in numbers.
import type { ReactNode } from 'react';
import clsx from 'clsx';

interface Props {
  /** The option's or part's words (the author's: shown in their own direction). */
  label: string;
  /** Said after the words, e.g. "(right)". */
  note?: ReactNode;
  /** The bar's length, in percent. */
  share: number;
  tone: 'right' | 'neutral';
  /** The numbers, in words: the bar itself is hidden from screen readers. */
  figures: string;
}

export function ShareBar({ label, note, share, tone, figures }: Props) {
  return (
    // On a narrow screen the bar takes a line of its own under the words and numbers.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,14rem)_1fr_auto]">
      <span className="truncate" title={label}>
        <bdi>{label}</bdi>
        {note}
      </span>
      <span aria-hidden className="order-last col-span-2 h-3 overflow-hidden rounded-full bg-gray-100 sm:order-none sm:col-span-1">
        <span className={clsx('block h-3 rounded-full', tone === 'right' ? 'bg-success-600' : 'bg-primary-300')} style={{ width: `${share}%` }} />
      </span>
      <span className="tabular-nums text-gray-700">{figures}</span>
    </li>
  );
}
