import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { placePages, turnBetween, type Turn } from './flipLayout';
import { PAPER_EDGE } from './spreadFrame';
import './flipbook.css';

const TURN_MS = 650;

/**
 * The flipbook: a spread (or one page in mobile mode) with a page-turn animation of its own. StPageFlip
 * (page-flip) was not used: it takes every page of the book into its own DOM at start-up and moves React's
 * nodes around, which breaks both the reader's rule that only the visible pages and their neighbours are
 * mounted and React's ownership of interactive pages (quizzes, media, annotation layers). Here React keeps
 * every page, keyed by its id, and the turn is two CSS-animated faces of a leaf (flipLayout.ts).
 */
export function FlipbookView({ pageIds, currentPage, isMobile, rtl, size, scale, renderPage }: {
  pageIds: string[];
  currentPage: number;
  isMobile: boolean;
  rtl: boolean;
  size: { width: number; height: number };
  scale: number;
  renderPage: (index: number) => ReactNode;
}) {
  // A change of page starts a turn from the page shown before: the state moves at once, the picture follows.
  const [shown, setShown] = useState<{ page: number; mobile: boolean; turn: Turn | null }>({ page: currentPage, mobile: isMobile, turn: null });
  if (shown.page !== currentPage || shown.mobile !== isMobile) {
    const reduced = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const turn = shown.mobile === isMobile && !reduced ? turnBetween(shown.page, currentPage, isMobile) : null;
    setShown({ page: currentPage, mobile: isMobile, turn });
  }
  const turn = shown.turn;

  useEffect(() => {
    if (!turn) return;
    const timer = window.setTimeout(() => setShown((s) => ({ ...s, turn: null })), TURN_MS + 50);
    return () => window.clearTimeout(timer);
  }, [turn]);

  const pageW = size.width * scale;
  const pageH = size.height * scale;
  const placed = placePages(currentPage, pageIds.length, isMobile, rtl, turn);

  return (
    <div
      className="relative shrink-0"
      style={{ width: pageW * (isMobile ? 1 : 2), height: pageH, perspective: `${Math.round(pageW * 4)}px` }}
      data-testid="flipbook"
    >
      {/* The paper edges under the spread: a book, not two cards. */}
      <div aria-hidden className="absolute top-1 rounded-sm bg-stone-200 shadow-[0_24px_60px_-12px_rgb(0_0_0/0.6)]" style={{ insetInline: -PAPER_EDGE, bottom: -PAPER_EDGE }} />
      {placed.map((p) => {
        const style: CSSProperties = {
          width: pageW,
          height: pageH,
          left: (p.x ?? 0) * pageW,
          zIndex: p.leaf ? 10 : 1,
        };
        if (p.leaf) {
          Object.assign(style, {
            transformOrigin: `${p.leaf.origin} center`,
            '--turn-from': `${p.leaf.from}deg`,
            '--turn-to': `${p.leaf.to}deg`,
            '--turn-ms': `${TURN_MS}ms`,
            '--shade-side': p.leaf.origin === 'left' ? 'right' : 'left',
          });
        }
        const hidden = p.x === null;
        // The first and last pages are the covers: hard, with rounded outer corners.
        const cover = !isMobile && (p.index === 0 || (p.index === pageIds.length - 1 && p.index % 2 === 1));
        return (
          <div
            key={pageIds[p.index]}
            className={clsx('absolute top-0', p.leaf && 'folio-leaf', hidden && 'invisible', cover && 'overflow-hidden', cover && (p.x === 0 ? 'rounded-l-lg' : 'rounded-r-lg'))}
            style={style}
            aria-hidden={hidden || undefined}
            inert={hidden || undefined}
            data-page-slot={hidden ? 'hidden' : 'shown'}
          >
            {renderPage(p.index)}
            {!hidden && !isMobile && <SpineShade side={p.x === 0 ? 'right' : 'left'} />}
          </div>
        );
      })}
    </div>
  );
}

/** The fold's shadow along the spine, drawn over each page of a spread. */
function SpineShade({ side }: { side: 'left' | 'right' }) {
  return (
    <div
      aria-hidden
      className={clsx('pointer-events-none absolute inset-y-0 w-10', side === 'right' ? 'right-0 bg-linear-to-l' : 'left-0 bg-linear-to-r', 'from-black/15 to-transparent')}
    />
  );
}
