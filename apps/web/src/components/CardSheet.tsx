import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { BackLink } from './BackLink';
import { Button } from './Button';

/** Cards on a printed A4 page: two by four. */
const CARDS_PER_PAGE = 8;

/** The cards in printed pages of CARDS_PER_PAGE, in their order. */
export const cardPages = <T,>(cards: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(cards.length / CARDS_PER_PAGE) }, (_, i) => cards.slice(i * CARDS_PER_PAGE, (i + 1) * CARDS_PER_PAGE));

/**
 * A printable sheet of cards (a class's sign-in cards, a batch's access-code cards): on screen, a way back, the title,
 * a line of explanation and a Print button; on paper, A4 with 10 mm margins, eight cards a page and no card split
 * across pages. Each card is an <li> of `card`'s making.
 */
export function CardSheet<T>({ back, title, intro, printLabel, printDisabled = false, cards, card }: {
  back: { to: string; label: string };
  title: ReactNode;
  intro: string;
  printLabel: string;
  printDisabled?: boolean;
  cards: readonly T[];
  card: (item: T) => ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-[210mm] px-4 py-6 print:max-w-none print:p-0">
      {/* The printed sheet: A4, 10 mm margins, and nothing of the page around the cards. */}
      <style>{'@page { size: A4; margin: 10mm; }'}</style>
      <div className="mb-6 flex flex-col gap-3 print:hidden">
        <BackLink to={back.to}>{back.label}</BackLink>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
            <p className="mt-1 max-w-xl text-gray-600">{intro}</p>
          </div>
          <Button onClick={() => window.print()} disabled={printDisabled}>
            <Printer aria-hidden className="size-4" />
            {printLabel}
          </Button>
        </div>
      </div>
      {cardPages(cards).map((page, i) => (
        <ul key={i} className="mb-[4mm] grid gap-[4mm] sm:grid-cols-2 print:mb-0 print:grid-cols-2 print:not-last:break-after-page">
          {page.map(card)}
        </ul>
      ))}
    </main>
  );
}
