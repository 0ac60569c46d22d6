import { describe, expect, it } from 'vitest';
import { moveOf, normalizeDegrees, resizeOf, rotationOf } from './gestures';
import { MAX_SNAP_TARGETS, SnapTargets } from './snapTargets';

const frame = (id: string) => {
  const el = document.createElement('div');
  el.setAttribute('data-editor-element', id);
  return el;
};

describe('the end of a gesture as one store update', () => {
  it('moves to whole pixels, and sets the frame to exactly that', () => {
    const target = frame('a');
    expect(moveOf({ target, isDrag: true, lastEvent: { left: 10.4, top: 20.6 } })).toEqual({ id: 'a', changes: { position: { x: 10, y: 21 } } });
    expect([target.style.left, target.style.top]).toEqual(['10px', '21px']);
  });

  it('changes nothing for a click without a drag, or without a last event', () => {
    expect(moveOf({ target: frame('a'), isDrag: false, lastEvent: { left: 1, top: 2 } })).toBeNull();
    expect(moveOf({ target: frame('a'), isDrag: true })).toBeNull();
    expect(resizeOf({ target: frame('a'), isDrag: true, lastEvent: { width: 5 } })).toBeNull();
  });

  it('resizes with the position the handle moved, never below 1 px', () => {
    const update = resizeOf({ target: frame('b'), isDrag: true, lastEvent: { width: 120.2, height: 0.2, drag: { left: 5, top: 7.7 } } });
    expect(update).toEqual({ id: 'b', changes: { position: { x: 5, y: 8 }, size: { width: 120, height: 1 } } });
  });

  it('rotates to whole degrees in [0, 360)', () => {
    expect(rotationOf({ target: frame('c'), isDrag: true, lastEvent: { rotation: -30.4 } })).toEqual({ id: 'c', changes: { style: { rotation: 330 } } });
    expect([normalizeDegrees(360), normalizeDegrees(725), normalizeDegrees(-1)]).toEqual([0, 5, 359]);
  });
});

describe('snap targets', () => {
  const pageWith = (count: number) => {
    const area = document.createElement('div');
    const page = area.appendChild(document.createElement('div'));
    page.setAttribute('data-editor-page', 'p');
    for (let i = 0; i < count; i++) page.appendChild(frame(`e${i}`));
    return area;
  };

  it('are the other elements of the page, without the excluded ones', () => {
    const targets = new SnapTargets();
    targets.gather(pageWith(4), new Set(['e1', 'e2']));
    expect(targets.elements.map((el) => el.getAttribute('data-editor-element'))).toEqual(['e0', 'e3']);
  });

  it('are at most the nearest few on a crowded page, and none when snapping is off', () => {
    const targets = new SnapTargets();
    targets.gather(pageWith(500), new Set(['e0']));
    expect(targets.elements).toHaveLength(MAX_SNAP_TARGETS);
    targets.gather(null, new Set());
    expect(targets.elements).toHaveLength(0);
  });
});
