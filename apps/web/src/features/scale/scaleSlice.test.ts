import { describe, expect, it } from 'vitest';
import { fitScale as fitScaleOf, MAX_SCALE, MIN_SCALE } from './fit';
import { fitScale, initialScaleState, resetScale, scaleReducer, setScale, setSize, zoomIn, zoomOut, type ScaleState } from './scaleSlice';

const run = (state: ScaleState, ...actions: Parameters<typeof scaleReducer>[1][]) => actions.reduce(scaleReducer, state);

describe('scale slice (spec §3, §4 Scale)', () => {
  it('starts at 816 by 1056, scale 1, zoom mode off, default scale 1', () => {
    expect(scaleReducer(undefined, { type: 'init' })).toEqual({ size: { width: 816, height: 1056 }, scale: 1, zoomMode: false, defaultScale: 1 });
  });

  it('fit scale is the smaller of (window width − 20) / width and (window height − 90) / height', () => {
    // Width-bound: (1020 − 20) / 500 = 2 against (2090 − 90) / 500 = 4.
    expect(fitScaleOf({ width: 500, height: 500 }, { windowWidth: 1020, windowHeight: 2090 })).toBe(2);
    // Height-bound: (2020 − 20) / 1000 = 2 against (590 − 90) / 1000 = 0.5.
    expect(fitScaleOf({ width: 1000, height: 1000 }, { windowWidth: 2020, windowHeight: 590 })).toBe(0.5);
  });

  it('the fit scale action fits the stored size and leaves zoom mode as it is', () => {
    const zoomed = run(initialScaleState, setSize({ width: 400, height: 300 }), setScale(2));
    const s = run(zoomed, fitScale({ windowWidth: 420, windowHeight: 390 }));
    expect(s.scale).toBe(1);
    expect(s.zoomMode).toBe(true);
  });

  it('reset-scale fits the 816:1056 reference page into the window and turns zoom mode off', () => {
    const zoomed = run(initialScaleState, setSize({ width: 100, height: 100 }), setScale(3));
    const s = run(zoomed, resetScale({ windowWidth: 836, windowHeight: 618 }));
    // min((836 − 20) / 816, (618 − 90) / 1056) = min(1, 0.5)
    expect(s).toMatchObject({ scale: 0.5, zoomMode: false, size: { width: 100, height: 100 } });
  });

  it('setting a scale turns zoom mode on only when it differs from the default scale', () => {
    const s = run(initialScaleState, setScale(1.5));
    expect(s).toMatchObject({ scale: 1.5, zoomMode: true });
    expect(run(s, setScale(1))).toMatchObject({ scale: 1, zoomMode: false });
  });

  it('zooms in and out by steps of 0.1 within the limits, with the same zoom mode rule', () => {
    let s = run(initialScaleState, zoomIn(), zoomIn());
    expect(s).toMatchObject({ scale: 1.2, zoomMode: true });
    s = run(s, zoomOut(), zoomOut());
    expect(s).toMatchObject({ scale: 1, zoomMode: false });
    expect(run(initialScaleState, ...Array.from({ length: 60 }, () => zoomIn())).scale).toBe(MAX_SCALE);
    expect(run(initialScaleState, ...Array.from({ length: 30 }, () => zoomOut())).scale).toBe(MIN_SCALE);
  });

  it('computes fit scale exactly, unrounded and unclamped, and shows the page in a window smaller than its margins', () => {
    expect(fitScaleOf({ width: 1150, height: 2000 }, { windowWidth: 1000, windowHeight: 5000 })).toBe(980 / 1150);
    expect(fitScaleOf({ width: 10, height: 10 }, { windowWidth: 5000, windowHeight: 5000 })).toBe(491);
    expect(fitScaleOf({ width: 816, height: 1056 }, { windowWidth: 10, windowHeight: 10 })).toBe(MIN_SCALE);
  });
});
