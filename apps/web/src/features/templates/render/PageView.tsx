import type { BookPage } from '@folio/shared';
import { ElementView } from '../../../elements/ElementView';
import { BookPagesProvider } from '../../../elements/common/bookPages';
import { safeColor, safeNumber } from '../../../elements/common/safe';
import type { ElementMode } from '../../../elements/types';

interface Props {
  page: BookPage;
  size: { width: number; height: number };
  scale: number;
  /** 'thumbnail' (default, a picture of the page: it may sit inside a button) or 'read' (quizzes answer, cards flip, players play). */
  mode?: Exclude<ElementMode, 'edit'>;
  /** The book's pages, for links to a page (they store the page's id). */
  pages?: readonly { id: string }[];
  onNavigate?: (pageIndex: number) => void;
  /** The element read aloud now. */
  highlightedId?: string | null;
}

/**
 * One page drawn at a scale through the element registry (DESIGN.md §5): the page keeps its own size in
 * CSS pixels and is scaled as a whole, so that elements stay where the author put them whatever the
 * screen. The page resets the text styles it could inherit (a thumbnail sits in a button). Elements are
 * drawn in list order (the stacking order, spec §3). Positions are left-based in every language; texts
 * take their own direction. `--folio-scale` lets overlays inside the page scale back to screen size.
 */
export function PageView({ page, size, scale, mode = 'thumbnail', pages, onNavigate, highlightedId }: Props) {
  const content = (
    <div className="relative overflow-hidden bg-white shadow-md" style={{ width: size.width * scale, height: size.height * scale }}>
      <div
        dir="ltr"
        className="absolute top-0 left-0 origin-top-left text-start text-base/normal font-normal text-gray-900"
        style={{ width: size.width, height: size.height, transform: `scale(${scale})`, background: safeColor(page.style?.background) ?? '#ffffff', ['--folio-scale' as string]: scale }}
      >
        {page.elements.map((element) => (
          <div
            key={element.id}
            className="absolute"
            style={{
              left: safeNumber(element.position.x) ?? 0,
              top: safeNumber(element.position.y) ?? 0,
              width: safeNumber(element.size.width, 0) ?? 0,
              height: safeNumber(element.size.height, 0) ?? 0,
            }}
          >
            <ElementView element={element} mode={mode} onNavigate={onNavigate} highlighted={highlightedId === element.id} />
          </div>
        ))}
      </div>
    </div>
  );
  return pages ? <BookPagesProvider pages={pages}>{content}</BookPagesProvider> : content;
}
