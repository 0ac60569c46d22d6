import type { ElementUpdate } from '../state/editorSlice';
import { FRAME_ATTR } from './ElementNode';

/** What the end of a Moveable gesture tells: the frame, whether it moved, and its last state. */
export interface FrameEvent {
  target: HTMLElement | SVGElement;
  isDrag: boolean;
  // Moveable types its last event loosely; each reader below takes only the fields it knows.
  lastEvent?: unknown;
}

export const frameId = (el: Element) => el.getAttribute(FRAME_ATTR) ?? '';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Positions are whole CSS pixels of the page. The frame is set to the stored value too, so that the DOM a
 * gesture moved is exactly what the store then says (React leaves a value alone when it did not change).
 */
function settle(target: HTMLElement | SVGElement, styles: Record<string, string>) {
  for (const [k, v] of Object.entries(styles)) target.style.setProperty(k, v);
}

/** The store update for a finished drag of one frame, or nothing when it did not move. */
export function moveOf(e: FrameEvent): ElementUpdate | null {
  const last = e.lastEvent as { left?: unknown; top?: unknown } | undefined;
  const left = num(last?.left);
  const top = num(last?.top);
  if (!e.isDrag || left === null || top === null) return null;
  const x = Math.round(left);
  const y = Math.round(top);
  settle(e.target, { left: `${x}px`, top: `${y}px` });
  return { id: frameId(e.target), changes: { position: { x, y } } };
}

/** The store update for a finished resize: size and, for handles on the top or start side, position. */
export function resizeOf(e: FrameEvent): ElementUpdate | null {
  const last = e.lastEvent as { width?: unknown; height?: unknown; drag?: { left?: unknown; top?: unknown } } | undefined;
  const width = num(last?.width);
  const height = num(last?.height);
  const left = num(last?.drag?.left);
  const top = num(last?.drag?.top);
  if (!e.isDrag || width === null || height === null || left === null || top === null) return null;
  const size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const position = { x: Math.round(left), y: Math.round(top) };
  settle(e.target, { left: `${position.x}px`, top: `${position.y}px`, width: `${size.width}px`, height: `${size.height}px` });
  return { id: frameId(e.target), changes: { position, size } };
}

/** Degrees in [0, 360), whole. */
export const normalizeDegrees = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;

/** The store update for a finished rotation (style is merged, spec §4, so the rotation alone is sent). */
export function rotationOf(e: FrameEvent): ElementUpdate | null {
  const last = e.lastEvent as { rotation?: unknown } | undefined;
  const rotation = num(last?.rotation);
  if (!e.isDrag || rotation === null) return null;
  const deg = normalizeDegrees(rotation);
  settle(e.target, { transform: deg ? `rotate(${deg}deg)` : 'none' });
  return { id: frameId(e.target), changes: { style: { rotation: deg } } };
}
