import type { PageSize } from '../state/editorState';

/**
 * The part of the current page that is on screen, in page coordinates: the canvas' scroll area intersected with
 * the drawn page, divided by the scale. The whole page when the canvas is not shown (code view) or not laid out.
 */
export function visiblePageArea(page: PageSize, scale: number, root: ParentNode = document) {
  const whole = { x: 0, y: 0, width: page.width, height: page.height };
  const area = root.querySelector<HTMLElement>('[data-editor-canvas]');
  const drawn = area?.querySelector<HTMLElement>('[data-editor-page]');
  if (!area || !drawn || scale <= 0) return whole;
  const view = area.getBoundingClientRect();
  const box = drawn.getBoundingClientRect();
  const left = Math.max(view.left, box.left);
  const top = Math.max(view.top, box.top);
  const right = Math.min(view.right, box.right);
  const bottom = Math.min(view.bottom, box.bottom);
  if (right <= left || bottom <= top) return whole;
  return { x: (left - box.left) / scale, y: (top - box.top) / scale, width: (right - left) / scale, height: (bottom - top) / scale };
}
