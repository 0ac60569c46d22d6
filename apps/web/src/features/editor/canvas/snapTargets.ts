import { FRAME_ATTR } from './ElementNode';
import { frameId } from './gestures';

/** How many other elements a gesture snaps to: the nearest ones, so that a crowded page stays fluid. */
export const MAX_SNAP_TARGETS = 80;

/**
 * The other elements a gesture snaps to. Moveable reads this list on every pointer move, so it holds the
 * frames themselves (selectors would be looked up again each time), gathered once when a gesture starts:
 * the nearest ones to the selection, hidden and selected elements left out.
 */
export class SnapTargets {
  readonly elements: HTMLElement[] = [];

  gather(area: HTMLElement | null, exclude: ReadonlySet<string>) {
    this.elements.length = 0;
    if (!area) return;
    const frames = [...area.querySelectorAll<HTMLElement>(`[data-editor-page] [${FRAME_ATTR}]`)];
    const chosen = frames.filter((el) => exclude.has(frameId(el)));
    const others = frames.filter((el) => !exclude.has(frameId(el)));
    if (others.length <= MAX_SNAP_TARGETS) {
      this.elements.push(...others);
      return;
    }
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const from = chosen.map((el) => centre(el.getBoundingClientRect()));
    const distance = (el: HTMLElement) => {
      const [x, y] = centre(el.getBoundingClientRect());
      return Math.min(...from.map(([fx, fy]) => Math.hypot(fx - x, fy - y)));
    };
    const ranked = others.map((el) => ({ el, d: from.length ? distance(el) : 0 })).sort((a, b) => a.d - b.d);
    this.elements.push(...ranked.slice(0, MAX_SNAP_TARGETS).map((r) => r.el));
  }
}
