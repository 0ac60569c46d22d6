import type { PageSize } from './editorState';

/** Each next insert lands this far right and down of the one before, so that two inserts never hide each other. */
export const INSERT_CASCADE = 16;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a new element of `size` goes (page coordinates): centred in the part of the page the person sees, then
 * cascading: while an element already sits exactly there, one step further right and down; a step that would
 * leave the page wraps back to the first place. When every place is taken, the first one is used again.
 * The reducer's own default (spec §3: 50,50) stays for elements created without a position.
 */
export function insertPosition(
  visible: Rect,
  page: PageSize,
  size: { width: number; height: number },
  existing: readonly { x: number; y: number }[],
): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));
  const first = {
    x: Math.round(clamp(visible.x + (visible.width - size.width) / 2, page.width - size.width)),
    y: Math.round(clamp(visible.y + (visible.height - size.height) / 2, page.height - size.height)),
  };
  const taken = (p: { x: number; y: number }) => existing.some((e) => Math.abs(e.x - p.x) < 1 && Math.abs(e.y - p.y) < 1);
  // How many steps fit before the element would leave the page (at least the first place).
  const steps = 1 + Math.max(0, Math.floor(Math.min(page.width - size.width - first.x, page.height - size.height - first.y) / INSERT_CASCADE));
  for (let step = 0; step < steps; step += 1) {
    const at = { x: first.x + step * INSERT_CASCADE, y: first.y + step * INSERT_CASCADE };
    if (!taken(at)) return at;
  }
  return first;
}
