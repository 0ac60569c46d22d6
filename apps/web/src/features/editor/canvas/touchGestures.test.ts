import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SCALE, MIN_SCALE } from '../../scale/fit';
import { CanvasTouches, distance, LONG_PRESS_MS, LONG_PRESS_SLOP, midpoint, pagePointAt, pinchScale, scrollToKeep, type PinchStep, type Point } from './touchGestures';

describe('two pointers', () => {
  it('are as far apart as the straight line between them, and centred halfway', () => {
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(midpoint({ x: 10, y: 20 }, { x: 30, y: 60 })).toEqual({ x: 20, y: 40 });
  });

  it('scale the zoom by how much they spread, within the zoom limits, in hundredths', () => {
    expect(pinchScale(1, 100, 150)).toBe(1.5);
    expect(pinchScale(0.8, 200, 100)).toBe(0.4);
    expect(pinchScale(1, 100, 133.3)).toBe(1.33);
    expect(pinchScale(2, 10, 1000)).toBe(MAX_SCALE);
    expect(pinchScale(0.5, 1000, 10)).toBe(MIN_SCALE);
  });

  it('that came down on one spot keep the scale', () => {
    expect(pinchScale(1.25, 0, 80)).toBe(1.25);
  });

  it('keep the page point under their centre: zooming scrolls by what the point moved, moving the centre pans', () => {
    const corner = { x: 100, y: 50 };
    const anchor = pagePointAt({ x: 200, y: 150 }, corner, 0.5);
    expect(anchor).toEqual({ x: 200, y: 200 });
    // Same scale, same centre: nothing to scroll.
    expect(scrollToKeep(anchor, 0.5, corner, { x: 200, y: 150 })).toEqual({ x: 0, y: 0 });
    // Twice the scale: the point is drawn 100 px further right and down, so the view follows it.
    expect(scrollToKeep(anchor, 1, corner, { x: 200, y: 150 })).toEqual({ x: 100, y: 100 });
    // The fingers moved 30 px left together: the page follows them (the view scrolls right).
    expect(scrollToKeep(anchor, 0.5, corner, { x: 170, y: 150 })).toEqual({ x: 30, y: 0 });
  });
});

describe('touches on the canvas', () => {
  const at = (x: number, y: number): Point => ({ x, y });
  let onPinch: ReturnType<typeof vi.fn<(step: PinchStep) => void>>;
  let onLongPress: ReturnType<typeof vi.fn<(at: Point, subject: string) => void>>;
  let touches: CanvasTouches<string>;
  const toPage = (p: Point) => pagePointAt(p, at(0, 0), 1);

  beforeEach(() => {
    vi.useFakeTimers();
    onPinch = vi.fn<(step: PinchStep) => void>();
    onLongPress = vi.fn<(at: Point, subject: string) => void>();
    touches = new CanvasTouches<string>({ onPinch, onLongPress });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a finger resting in place is a long press on what it came down on, once', () => {
    touches.down(1, at(50, 60), 'frame', 1, toPage);
    touches.move(1, at(50 + LONG_PRESS_SLOP - 1, 60));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledExactlyOnceWith(at(50, 60), 'frame');
    // The rest of that touch, its end included, belongs to the long press; the next touch is a touch of its own.
    touches.move(1, at(200, 200));
    touches.up(1);
    expect(touches.longPressed).toBe(true);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onLongPress).toHaveBeenCalledOnce();
    touches.down(2, at(50, 60), 'frame', 1, toPage);
    expect(touches.longPressed).toBe(false);
  });

  it('a finger that drags, or lifts first, is no long press', () => {
    touches.down(1, at(50, 60), 'frame', 1, toPage);
    touches.move(1, at(50, 60 + LONG_PRESS_SLOP + 1));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    touches.up(1);
    touches.down(2, at(50, 60), 'frame', 1, toPage);
    vi.advanceTimersByTime(LONG_PRESS_MS - 100);
    touches.up(2);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(touches.longPressed).toBe(false);
  });

  it('a second finger makes a pinch, not a long press: it zooms around the page point first between them', () => {
    touches.down(1, at(100, 100), 'canvas', 0.5, toPage);
    touches.down(2, at(200, 100), 'canvas', 0.5, toPage);
    expect(touches.pinching).toBe(true);
    touches.move(2, at(300, 100));
    expect(onPinch).toHaveBeenLastCalledWith({ scale: 1, anchor: at(150, 100), centre: at(200, 100) });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('a third finger takes no part, and the pinch ends when fewer than two fingers are left', () => {
    touches.down(1, at(0, 0), 'canvas', 1, toPage);
    touches.down(2, at(100, 0), 'canvas', 1, toPage);
    touches.down(3, at(500, 500), 'canvas', 1, toPage);
    touches.move(3, at(900, 900));
    touches.move(1, at(-50, 0));
    expect(onPinch).toHaveBeenCalledOnce();
    expect(onPinch).toHaveBeenLastCalledWith({ scale: 1.5, anchor: at(50, 0), centre: at(25, 0) });
    touches.up(2);
    expect(touches.pinching).toBe(false);
    touches.up(3);
    touches.move(1, at(-80, 0));
    expect(onPinch).toHaveBeenCalledOnce();
  });

  it('moves of a finger it never saw come down, and a reset, leave nothing pending', () => {
    touches.move(7, at(1, 1));
    touches.down(1, at(0, 0), 'frame', 1, toPage);
    touches.reset();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onPinch).not.toHaveBeenCalled();
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
