import type { BookPage } from '@folio/shared';
import { getElementDefinition } from './registry';
import { css, htmlTag } from './common/html';
import { elementBoxCss } from './common/style';
import { safeColor, safeNumber } from './common/safe';

/**
 * A page as static HTML (export, the scroll view without script, noscript): the page box at its own size,
 * each element placed as on screen with its common style and its type's static HTML. Positions are
 * left-based (dir="ltr" on the page box); texts carry dir="auto". Page links point at `#page-<id>`.
 */
export function pageToHtml(page: BookPage, size: { width: number; height: number }): string {
  const elements = page.elements
    .map((element) => {
      const definition = getElementDefinition(element.type);
      if (!definition) return '';
      const place = css({
        position: 'absolute',
        left: safeNumber(element.position.x) ?? 0,
        top: safeNumber(element.position.y) ?? 0,
        width: safeNumber(element.size.width, 0) ?? 0,
        height: safeNumber(element.size.height, 0) ?? 0,
      });
      const box = elementBoxCss(element);
      if (box === 'display:none') return '';
      return htmlTag('div', { style: [place, box].filter(Boolean).join(';') }, definition.toHtml(element));
    })
    .join('');
  const style = css({ position: 'relative', width: size.width, height: size.height, overflow: 'hidden', background: safeColor(page.style?.background) ?? '#ffffff' });
  return htmlTag('section', { id: `page-${page.id}`, 'aria-label': page.name, dir: 'ltr', style }, elements);
}
