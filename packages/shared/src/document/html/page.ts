import type { BookPage } from '../page-schema.ts';
import { boxCss } from './box.ts';
import { pageReadingOrder } from '../text.ts';
import { ELEMENT_HTML, type StaticHtmlContext } from './elements.ts';
import { css, htmlTag } from './markup.ts';
import { safeColor, safeNumber } from './safe.ts';

/**
 * A page as static HTML: the page box at its own size, each element placed as on screen with its common style
 * and its type's static HTML (ELEMENT_HTML). Positions are left-based (dir="ltr" on the page box); texts carry
 * dir="auto", and a passage marked as another language its `lang`. Page links point at `#page-<id>`.
 */
export function pageToHtml(page: BookPage, size: { width: number; height: number }, ctx: StaticHtmlContext): string {
  // The page's reading order (issue 54) is the order in the document, which screen readers and reflowing apps
  // follow; the stacking order (spec §3) stays the list's, by z-index once the two differ (as the reader's PageView).
  const stacking = page.readingOrder?.length ? new Map(page.elements.map((element, index) => [element.id, index])) : null;
  const elements = pageReadingOrder(page)
    .map((element) => {
      const box = boxCss(element);
      const html = ELEMENT_HTML[element.type as keyof typeof ELEMENT_HTML];
      if (box === null || !html) return '';
      const place = css({
        position: 'absolute',
        left: safeNumber(element.position.x) ?? 0,
        top: safeNumber(element.position.y) ?? 0,
        width: safeNumber(element.size.width, 0) ?? 0,
        height: safeNumber(element.size.height, 0) ?? 0,
        'z-index': stacking?.get(element.id),
      });
      const inner = html(element, ctx);
      // A passage the author marked as another language than the book's is spoken and shaped in its own.
      const lang = typeof element.lang === 'string' ? element.lang : undefined;
      return htmlTag('div', { style: [place, box].filter(Boolean).join(';'), ...(lang && { lang, 'xml:lang': lang }) }, ctx.elementHtml ? ctx.elementHtml(element, inner) : inner);
    })
    .join('');
  const style = css({ position: 'relative', width: size.width, height: size.height, overflow: 'hidden', background: safeColor(page.style?.background) ?? '#ffffff' });
  return htmlTag('section', { id: `page-${page.id}`, 'aria-label': page.name, dir: 'ltr', style }, elements);
}
