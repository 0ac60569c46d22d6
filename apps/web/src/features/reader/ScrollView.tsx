import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { viewStartOf } from './readerSlice';
import { STAGE_FOCUS_RING } from './stageFocus';
import { pageAtScroll, pageTop, rangeIndexes, scrollHeight, scrollWindow, type ScrollLayout } from './visibleWindow';

const GAP = 24;
const PADDING = 40;

/** Where the view scrolls to show a page: its top with half a gap above, the very top for the first page. */
const scrollTopOf = (index: number, layout: ScrollLayout) => (index === 0 ? 0 : pageTop(index, layout) - GAP / 2);

/**
 * The scrolled view: every page one under another. Pages have one height, so each page's offset is
 * computed and only the pages crossing the viewport (and one either side) are mounted, whatever the size
 * of the book. Scrolling moves the reader's current page; a page change from the toolbar, keys, gallery or
 * read-aloud scrolls to it.
 */
export function ScrollView({ pageIds, currentPage, isMobile, size, scale, label, onPageInView, renderPage }: {
  pageIds: string[];
  currentPage: number;
  isMobile: boolean;
  size: { width: number; height: number };
  scale: number;
  label: string;
  onPageInView: (index: number) => void;
  renderPage: (index: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });
  const layout: ScrollLayout = { pageHeight: size.height * scale, gap: GAP, padding: PADDING, pageCount: pageIds.length };
  const pageWidth = size.width * scale;
  // The view start that scrolling itself reported: reaching it needs no scroll back.
  const reported = useRef<number | null>(null);
  const frame = useRef(0);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const node = ref.current;
      if (!node) return;
      setViewport({ top: node.scrollTop, height: node.clientHeight });
      const index = pageAtScroll(node.scrollTop, node.clientHeight, layout);
      reported.current = viewStartOf(index, pageIds.length, isMobile);
      onPageInView(index);
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Pages of a new size (zoom, full screen): keep the current page at the top.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (reported.current === currentPage) return;
    reported.current = currentPage;
    node.scrollTo({ top: scrollTopOf(currentPage, layout) });
    setViewport({ top: node.scrollTop, height: node.clientHeight });
    // The layout is derived from the scale; currentPage and scale are what move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPage]);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.scrollTo({ top: scrollTopOf(currentPage, layout) });
    setViewport({ top: node.scrollTop, height: node.clientHeight });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scale]);

  const range = scrollWindow(viewport.top, viewport.height, layout);
  return (
    // Focusable so that the keys scroll it; its ring is drawn inside, as its edges are the window's (WCAG 2.4.7).
    <div ref={ref} onScroll={onScroll} className={clsx('absolute inset-0 overflow-auto', STAGE_FOCUS_RING)} tabIndex={0} role="region" aria-label={label} data-testid="scroll-view">
      <div className="relative mx-auto" style={{ height: scrollHeight(layout), width: Math.max(pageWidth + PADDING, 1) }}>
        {rangeIndexes(range).map((index) => (
          <div key={pageIds[index]} className="absolute start-1/2 -translate-x-1/2 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.55)] rtl:translate-x-1/2" style={{ top: pageTop(index, layout), width: pageWidth }}>
            {renderPage(index)}
          </div>
        ))}
      </div>
    </div>
  );
}
