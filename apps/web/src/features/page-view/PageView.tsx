import clsx from 'clsx';
import { pageReadingOrder, type BookPage } from '@folio/shared';
import { ElementView } from '../../elements/ElementView';
import { BookPagesProvider } from '../../elements/common/bookPages';
import { safeColor, safeNumber } from '../../elements/common/safe';

type PageViewMode = 'read' | 'static' | 'thumbnail';

interface Props {
  page: BookPage;
  size: { width: number; height: number };
  scale: number;
  /**
   * 'read': quizzes answer, cards flip, media play and links are followed. 'static': a picture of the page
   * that assistive tech still reads (a large preview). 'thumbnail' (the default): a picture hidden from
   * assistive tech and out of reach of the pointer and the keyboard, so that it may sit inside a button
   * that names it.
   */
  mode?: PageViewMode;
  /**
   * The book's pages, for links to a page (they store the page's id, the view moves by index). Without
   * it the pages come from a BookPagesProvider around the view (the reader puts one around the book).
   */
  pages?: readonly { id: string }[];
  /** read mode: a link to a page of the book was followed. */
  onNavigate?: (pageIndex: number) => void;
  /** The element read aloud now. */
  highlightedId?: string | null;
  /**
   * Drawn over another picture of the page (a PDF book's page, decision 021): no background or shadow of its own
   * unless the author gave it a colour, and only the elements take the pointer, so that what lies beneath (the
   * PDF's text and links) stays in reach.
   */
  overlay?: boolean;
}

/**
 * One page drawn at a scale through the element registry (architecture.md §5), the one drawing of a page that
 * the reader, the editor's preview and every thumbnail share. The page keeps its own size in CSS pixels and
 * is scaled as a whole, so that elements stay where the author put them whatever the screen. The page
 * resets the text styles it could inherit (a thumbnail sits in a button). Elements are stacked in list order
 * (the stacking order, spec §3) and come in the document in the page's reading order (`pageReadingOrder`). Positions are left-based in every language; texts take their own
 * direction. `--folio-scale` lets overlays inside the page scale back to screen size.
 */
export function PageView({ page, size, scale, mode = 'thumbnail', pages, onNavigate, highlightedId, overlay = false }: Props) {
  const thumbnail = mode === 'thumbnail';
  const elementMode = mode === 'read' ? 'read' : 'thumbnail';
  // The page's reading order (issue 54) is the order in the document, which screen readers follow; the stacking order
  // (spec §3) stays the list's, by z-index once the two differ.
  const stacking = page.readingOrder?.length ? new Map(page.elements.map((element, index) => [element.id, index])) : null;
  const content = (
    <div
      className={clsx('relative overflow-hidden', !overlay && 'bg-white shadow-md', (thumbnail || overlay) && 'pointer-events-none')}
      style={{ width: size.width * scale, height: size.height * scale }}
      aria-hidden={thumbnail || undefined}
      inert={thumbnail}
    >
      <div
        dir="ltr"
        className="absolute top-0 left-0 origin-top-left text-start text-base/normal font-normal text-gray-900"
        style={{ width: size.width, height: size.height, transform: `scale(${scale})`, background: safeColor(page.style?.background) ?? (overlay ? 'transparent' : '#ffffff'), ['--folio-scale' as string]: scale }}
      >
        {pageReadingOrder(page).map((element) => (
          <div
            key={element.id}
            className={clsx('absolute', overlay && !thumbnail && 'pointer-events-auto')}
            style={{
              zIndex: stacking?.get(element.id),
              left: safeNumber(element.position.x) ?? 0,
              top: safeNumber(element.position.y) ?? 0,
              width: safeNumber(element.size.width, 0) ?? 0,
              height: safeNumber(element.size.height, 0) ?? 0,
            }}
          >
            <ElementView element={element} mode={elementMode} onNavigate={onNavigate} highlighted={highlightedId === element.id} />
          </div>
        ))}
      </div>
    </div>
  );
  return pages ? <BookPagesProvider pages={pages}>{content}</BookPagesProvider> : content;
}
