import { clampScale } from '../../scale/fit';

/** A point on screen (CSS pixels of the viewport) or on the page (CSS pixels of the page), by context. */
export interface Point {
  x: number;
  y: number;
}

export const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The scale a pinch asks for: the scale it started at, times how much the fingers spread, within the zoom limits. */
export function pinchScale(startScale: number, startDistance: number, nowDistance: number) {
  // Fingers that came down on one spot give no ratio to scale by.
  if (startDistance < 1) return clampScale(startScale);
  return clampScale((startScale * nowDistance) / startDistance);
}

/** The point of the page under a point of the screen, given where the drawn page's top left corner is on screen. */
export const pagePointAt = (screen: Point, pageCorner: Point, scale: number): Point => ({ x: (screen.x - pageCorner.x) / scale, y: (screen.y - pageCorner.y) / scale });

/**
 * How far to scroll so that `anchor` (a point of the page) comes back under `centre` (a point of the screen), the
 * drawn page's corner being at `pageCorner` at `scale`: the pinch zooms around its centre, and moving the centre pans.
 */
export function scrollToKeep(anchor: Point, scale: number, pageCorner: Point, centre: Point): Point {
  return { x: pageCorner.x + anchor.x * scale - centre.x, y: pageCorner.y + anchor.y * scale - centre.y };
}

/** How long a finger rests before its press is a long press (as long as a long press lasts on Android). */
export const LONG_PRESS_MS = 500;
/** How far (CSS pixels) a resting finger may drift: further, it is dragging. */
export const LONG_PRESS_SLOP = 10;

/** One step of a pinch: the scale asked for, and the page point to keep under the fingers' centre. */
export interface PinchStep {
  scale: number;
  anchor: Point;
  centre: Point;
}

interface Handlers<T> {
  onPinch: (step: PinchStep) => void;
  /** `subject`: what the finger came down on. */
  onLongPress: (at: Point, subject: T) => void;
}

/**
 * The touches on the canvas and what they mean: two fingers pinch (zoom around their centre, pan as it moves), one
 * finger resting in place for LONG_PRESS_MS is a long press; one that moves, lifts first, or is joined by another is
 * not. Fed with pointer events; the timer is the only clock, so tests drive it with fake timers.
 */
export class CanvasTouches<T> {
  private readonly fingers = new Map<number, Point>();
  private pinch: { ids: [number, number]; distance: number; scale: number; anchor: Point } | null = null;
  private press: { id: number; from: Point; timer: ReturnType<typeof setTimeout> } | null = null;
  private pressed = false;

  constructor(private readonly handlers: Handlers<T>) {}

  get pinching() {
    return this.pinch !== null;
  }

  /** The last touch was a long press: from the moment it fired until the next touch starts, it is not a drag nor a tap. */
  get longPressed() {
    return this.pressed;
  }

  /** A finger came down. `scale` and `toPage` (screen to page point) are read only when it starts a pinch. */
  down(id: number, at: Point, subject: T, scale: number, toPage: (screen: Point) => Point) {
    this.fingers.set(id, at);
    if (this.fingers.size === 1) {
      this.pressed = false;
      this.startPress(id, at, subject);
      return;
    }
    this.cancelPress();
    // A third finger takes no part in the pinch.
    if (this.fingers.size !== 2) return;
    const other = [...this.fingers].find(([finger]) => finger !== id);
    if (other) this.pinch = { ids: [other[0], id], distance: distance(other[1], at), scale, anchor: toPage(midpoint(other[1], at)) };
  }

  move(id: number, at: Point) {
    if (!this.fingers.has(id)) return;
    this.fingers.set(id, at);
    if (this.press?.id === id && distance(this.press.from, at) > LONG_PRESS_SLOP) this.cancelPress();
    if (!this.pinch?.ids.includes(id)) return;
    const a = this.fingers.get(this.pinch.ids[0]);
    const b = this.fingers.get(this.pinch.ids[1]);
    if (a && b) this.handlers.onPinch({ scale: pinchScale(this.pinch.scale, this.pinch.distance, distance(a, b)), anchor: this.pinch.anchor, centre: midpoint(a, b) });
  }

  /** A finger lifted, or the browser took it (pointercancel). */
  up(id: number) {
    this.fingers.delete(id);
    this.cancelPress();
    if (this.pinch?.ids.includes(id)) this.pinch = null;
  }

  /** Everything let go of (the canvas went away). */
  reset() {
    this.cancelPress();
    this.fingers.clear();
    this.pinch = null;
    this.pressed = false;
  }

  private startPress(id: number, from: Point, subject: T) {
    const timer = setTimeout(() => {
      this.press = null;
      this.pressed = true;
      this.handlers.onLongPress(from, subject);
    }, LONG_PRESS_MS);
    this.press = { id, from, timer };
  }

  private cancelPress() {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }
}
