import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawWhenIdle, useDrawnWhenIdle } from './idleDrawing';

// jsdom has no requestIdleCallback: the drawings wait 16 ms each, on the fake clock.
const pointer = (type: string, pointerId = 1, buttons = 1) => window.dispatchEvent(Object.assign(new Event(type), { pointerId, buttons }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('drawing when idle', () => {
  it('draws one waiting drawing per idle moment, in the order they were asked for', () => {
    const drawn: string[] = [];
    drawWhenIdle(() => drawn.push('a'));
    drawWhenIdle(() => drawn.push('b'));
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual(['a']);
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual(['a', 'b']);
  });

  it('draws nothing while a pointer is pressed, and goes on once the last is lifted', () => {
    const drawn: string[] = [];
    pointer('pointerdown', 1);
    pointer('pointerdown', 2);
    drawWhenIdle(() => drawn.push('a'));
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
    pointer('pointerup', 1);
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
    pointer('pointercancel', 2);
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual(['a']);
  });

  it('stops a drawing that waits when a gesture starts before its idle moment', () => {
    const drawn: string[] = [];
    drawWhenIdle(() => drawn.push('a'));
    pointer('pointerdown');
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
    pointer('pointerup');
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual(['a']);
  });

  it('goes on once a pressed pointer moves with no button down, whose release was never reported', () => {
    const drawn: string[] = [];
    pointer('pointerdown');
    drawWhenIdle(() => drawn.push('a'));
    pointer('pointermove', 1, 1);
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
    pointer('pointermove', 1, 0);
    vi.advanceTimersByTime(16);
    expect(drawn).toEqual(['a']);
  });

  it('does not run a cancelled drawing', () => {
    const drawn: string[] = [];
    const cancel = drawWhenIdle(() => drawn.push('a'));
    drawWhenIdle(() => drawn.push('b'));
    cancel();
    vi.advanceTimersByTime(100);
    expect(drawn).toEqual(['b']);
  });
});

describe('useDrawnWhenIdle', () => {
  it('is drawn from the idle moment after it is wanted, and undrawn at once when it is not', () => {
    const { result, rerender } = renderHook(({ wanted }) => useDrawnWhenIdle(wanted), { initialProps: { wanted: false } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    rerender({ wanted: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(true);
    rerender({ wanted: false });
    expect(result.current).toBe(false);
    // Wanted again: it waits for an idle moment again.
    rerender({ wanted: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(true);
  });
});
