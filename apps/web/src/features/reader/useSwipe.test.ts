import { renderHook } from '@testing-library/react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe } from './useReaderControls';

/** A pointer event as React hands it over, for a primary mouse button press at (x, y). */
const pointer = (x: number, y: number, extra: Partial<PointerEvent> = {}) =>
  ({ clientX: x, clientY: y, pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, preventDefault: vi.fn(), currentTarget: { setPointerCapture: vi.fn() }, ...extra }) as unknown as ReactPointerEvent;

function setup({ zoomed, rtl = false, enabled = true }: { zoomed: boolean; rtl?: boolean; enabled?: boolean }) {
  const stage = {
    scrollLeft: 300,
    scrollTop: 200,
    scrollTo({ left, top }: ScrollToOptions) {
      Object.assign(this, { scrollLeft: left, scrollTop: top });
    },
  } as unknown as HTMLElement;
  const next = vi.fn();
  const previous = vi.fn();
  const { result } = renderHook(() => useSwipe({ rtl, next, previous, enabled, zoomed, stage: { current: stage } }));
  const drag = (from: [number, number], to: [number, number], target?: Element) => {
    result.current.onPointerDown(pointer(...from, target && { target }));
    result.current.onPointerMove(pointer((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
    result.current.onPointerMove(pointer(...to));
    result.current.onPointerUp(pointer(...to));
  };
  return { stage, next, previous, result, drag };
}

describe('dragging the page', () => {
  it('leaves a mouse drag from words to the selection it makes, and turns the page for a drag from elsewhere', () => {
    const { next, drag } = setup({ zoomed: false });
    const words = document.createElement('p');
    words.textContent = 'The tide comes in.';
    const text = document.createElement('div');
    text.dataset.elementType = 'text';
    text.append(words);
    document.body.append(text);
    const select = () => {
      const range = document.createRange();
      range.selectNodeContents(words);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    };
    select();
    drag([500, 300], [380, 300], words);
    expect(next).not.toHaveBeenCalled();
    expect(document.getSelection()!.toString()).toBe('The tide comes in.');
    // From the page's margin: the page turns, and what the drag crossed is not left selected.
    drag([500, 300], [380, 300], document.body);
    expect(next).toHaveBeenCalledTimes(1);
    expect(document.getSelection()!.isCollapsed).toBe(true);
    text.remove();
  });

  it('turns the page when not zoomed: a swipe to the left goes on, to the right goes back', () => {
    const { stage, next, previous, drag } = setup({ zoomed: false });
    drag([500, 300], [380, 310]);
    expect(next).toHaveBeenCalledTimes(1);
    drag([380, 300], [500, 300]);
    expect(previous).toHaveBeenCalledTimes(1);
    // Nothing was scrolled.
    expect(stage).toMatchObject({ scrollLeft: 300, scrollTop: 200 });
  });

  it('turns the other way in a right-to-left book, and ignores a short or mostly vertical drag', () => {
    const { next, previous, drag } = setup({ zoomed: false, rtl: true });
    drag([500, 300], [380, 300]);
    expect(previous).toHaveBeenCalledTimes(1);
    drag([500, 300], [470, 300]);
    drag([500, 300], [420, 450]);
    expect(next).not.toHaveBeenCalled();
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('pans the zoomed view with the pointer and never turns the page', () => {
    const { stage, next, previous, drag } = setup({ zoomed: true });
    drag([500, 300], [380, 260]);
    // The page follows the pointer: dragging left and up shows what is right and below.
    expect(stage).toMatchObject({ scrollLeft: 420, scrollTop: 240 });
    drag([380, 300], [600, 350]);
    expect(stage).toMatchObject({ scrollLeft: 200, scrollTop: 190 });
    expect(next).not.toHaveBeenCalled();
    expect(previous).not.toHaveBeenCalled();
  });

  it('keeps the click that ends a pan from the page, but lets a plain click through', () => {
    const { result, drag } = setup({ zoomed: true });
    const click = () => ({ preventDefault: vi.fn(), stopPropagation: vi.fn() }) as unknown as ReactMouseEvent;
    drag([500, 300], [400, 300]);
    const afterPan = click();
    result.current.onClickCapture(afterPan);
    expect(afterPan.stopPropagation).toHaveBeenCalled();

    result.current.onPointerDown(pointer(500, 300));
    result.current.onPointerMove(pointer(501, 301));
    result.current.onPointerUp(pointer(501, 301));
    const plain = click();
    result.current.onClickCapture(plain);
    expect(plain.stopPropagation).not.toHaveBeenCalled();
  });

  it('does nothing while a drawing or note tool has the pointer, nor for a right button', () => {
    const off = setup({ zoomed: true, enabled: false });
    off.drag([500, 300], [380, 260]);
    expect(off.stage).toMatchObject({ scrollLeft: 300, scrollTop: 200 });
    const { stage, result } = setup({ zoomed: true });
    result.current.onPointerDown(pointer(500, 300, { button: 2 }));
    result.current.onPointerMove(pointer(400, 300));
    expect(stage.scrollLeft).toBe(300);
  });
});
