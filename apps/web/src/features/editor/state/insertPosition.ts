import type { PageSize } from './editorState';

/** Each next insert lands this far right and down of the one before when no free place is left. */
export const INSERT_CASCADE = 16;
/** How far apart the places tried for a new element are, and the room left between it and its neighbours. */
const SCAN_STEP = 16;
export const INSERT_GAP = 8;

interface Point {
  x: number;
  y: number;
}
interface Rect extends Point {
  width: number;
  height: number;
}

/**
 * Where a new element of `size` goes (page coordinates), among the elements already on the page:
 * 1. in the middle of the part of the page the person sees, when it covers nothing there;
 * 2. else at the place nearest that middle, within what is seen, where it covers nothing and keeps
 *    INSERT_GAP from every element (places SCAN_STEP apart; on a tie, lower, then further right);
 * 3. else, when the part seen is full, cascading from the middle: while an element already sits exactly there,
 *    one step further right and down; a step that would leave the page wraps back to the first place, which is
 *    used again when every place is taken.
 * The reducer's own default (spec §3: 50,50) stays for elements created without a position.
 */
export function insertPosition(visible: Rect, page: PageSize, size: { width: number; height: number }, existing: readonly Rect[]): Point {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));
  const first = {
    x: Math.round(clamp(visible.x + (visible.width - size.width) / 2, page.width - size.width)),
    y: Math.round(clamp(visible.y + (visible.height - size.height) / 2, page.height - size.height)),
  };
  return freePlace(first, visible, size, existing) ?? cascade(first, page, size, existing);
}

/** The free place nearest `first` within what is seen, or null when there is none. */
function freePlace(first: Point, visible: Rect, size: { width: number; height: number }, existing: readonly Rect[]): Point | null {
  const covers = (at: Point) =>
    existing.some(
      (e) => at.x < e.x + e.width + INSERT_GAP && e.x < at.x + size.width + INSERT_GAP && at.y < e.y + e.height + INSERT_GAP && e.y < at.y + size.height + INSERT_GAP,
    );
  // The places along one axis: `first`'s coordinate and every step from it that keeps the element in view (only
  // `first`'s when the element is larger than what is seen).
  const along = (from: number, start: number, room: number, length: number) => {
    const places = [from];
    if (length > room) return places;
    const end = start + room - length;
    for (let at = from - SCAN_STEP; at >= start; at -= SCAN_STEP) places.push(at);
    for (let at = from + SCAN_STEP; at <= end; at += SCAN_STEP) places.push(at);
    return places;
  };
  const xs = along(first.x, visible.x, visible.width, size.width);
  const ys = along(first.y, visible.y, visible.height, size.height);
  const places = xs.flatMap((x) => ys.map((y) => ({ x, y, distance: Math.hypot(x - first.x, y - first.y) })));
  places.sort((a, b) => a.distance - b.distance || b.y - a.y || b.x - a.x);
  const found = places.find((at) => !covers(at));
  return found ? { x: found.x, y: found.y } : null;
}

/** The 16 px cascade from `first`, for a part of the page with no free place left. */
function cascade(first: Point, page: PageSize, size: { width: number; height: number }, existing: readonly Point[]): Point {
  const taken = (p: Point) => existing.some((e) => Math.abs(e.x - p.x) < 1 && Math.abs(e.y - p.y) < 1);
  // How many steps fit before the element would leave the page (at least the first place).
  const steps = 1 + Math.max(0, Math.floor(Math.min(page.width - size.width - first.x, page.height - size.height - first.y) / INSERT_CASCADE));
  for (let step = 0; step < steps; step += 1) {
    const at = { x: first.x + step * INSERT_CASCADE, y: first.y + step * INSERT_CASCADE };
    if (!taken(at)) return at;
  }
  return first;
}
