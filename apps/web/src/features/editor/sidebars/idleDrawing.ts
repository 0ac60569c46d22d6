import { useEffect, useState } from 'react';
import { whenIdle } from '../../../app/whenIdle';

/**
 * Thumbnails of the page list are drawn one at a time when the browser is idle, and never while a pointer is
 * pressed. A page of 500 elements takes a while to draw. Drawn as React's deferred work (useDeferredValue), its
 * drawing was thrown away and started again on every frame of a drag, because Moveable redraws its handles at
 * each move: the drag then cost 22–26 ms of script a frame instead of 7, and the thumbnail never appeared
 * while the drag went on. Here each thumbnail is one ordinary render, done once, between gestures.
 */
const waiting = new Set<() => void>();
const pressed = new Set<number>();
let scheduled = false;
let listening = false;

function schedule() {
  if (scheduled || waiting.size === 0 || pressed.size > 0) return;
  scheduled = true;
  // Half a second at most on a page that is never idle; a frame's time where the browser cannot say.
  whenIdle(drawNext, 500, 16);
}

function drawNext() {
  scheduled = false;
  // A gesture started meanwhile: the drawing resumes when its pointer is lifted.
  if (pressed.size > 0) return;
  const [draw] = waiting;
  if (!draw) return;
  waiting.delete(draw);
  draw();
  schedule();
}

/**
 * Pointers pressed anywhere on the page pause the drawing until the last is lifted (or the window loses focus). A
 * pointer that moves with no button down is lifted too: a press on a scrollbar may never report its release.
 */
function listen() {
  if (listening) return;
  listening = true;
  const lifted = (event: PointerEvent) => {
    if (pressed.delete(event.pointerId)) schedule();
  };
  window.addEventListener('pointerdown', (event) => pressed.add(event.pointerId), { capture: true });
  window.addEventListener('pointerup', lifted, { capture: true });
  window.addEventListener('pointercancel', lifted, { capture: true });
  window.addEventListener('pointermove', (event) => event.buttons === 0 && lifted(event), { capture: true, passive: true });
  window.addEventListener('blur', () => {
    pressed.clear();
    schedule();
  });
}

/** Runs `draw` at the next idle moment without a gesture, after the drawings queued before it; answers the way to cancel. */
export function drawWhenIdle(draw: () => void): () => void {
  listen();
  waiting.add(draw);
  schedule();
  return () => waiting.delete(draw);
}

/**
 * Whether something `wanted` (a thumbnail near the visible part of its list) is drawn: it is from the idle
 * moment after it became wanted, and stops at once when it no longer is.
 */
export function useDrawnWhenIdle(wanted: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const cancel = drawWhenIdle(() => setDrawn(true));
    return () => {
      cancel();
      setDrawn(false);
    };
  }, [wanted]);
  return wanted && drawn;
}
