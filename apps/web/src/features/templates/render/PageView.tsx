import type { BookPage } from '@folio/shared';
import { ElementView } from './ElementView';
import { safeColor, safeNumber } from './safe';

/**
 * One page drawn at a scale: the page keeps its own size in CSS pixels (DESIGN.md §5) and is scaled as a
 * whole, so that elements stay where the author put them whatever the screen. The page resets the text
 * styles it could inherit (a thumbnail sits in a button). Elements are drawn in list
 * order (the list order is the stacking order, spec §3). Positions are left-based in every language.
 */
export function PageView({ page, size, scale }: { page: BookPage; size: { width: number; height: number }; scale: number }) {
  return (
    <div className="relative overflow-hidden bg-white shadow-md" style={{ width: size.width * scale, height: size.height * scale }}>
      <div
        dir="ltr"
        className="absolute top-0 left-0 origin-top-left text-start text-base/normal font-normal text-gray-900"
        style={{ width: size.width, height: size.height, transform: `scale(${scale})`, background: safeColor(page.style?.background) ?? '#ffffff' }}
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
            <ElementView element={element} />
          </div>
        ))}
      </div>
    </div>
  );
}
