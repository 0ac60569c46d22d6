import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { setScale } from '../../scale/scaleSlice';
import { CanvasTouches, pagePointAt, scrollToKeep, type Point } from './touchGestures';

const cornerOf = (frame: HTMLElement): Point => {
  const box = frame.getBoundingClientRect();
  return { x: box.left, y: box.top };
};

/** Scrolls the canvas so that the page point the fingers hold is under them again, the page being drawn at `scale`. */
function keepHeld(area: HTMLElement, frame: HTMLElement, held: Held, scale: number) {
  const by = scrollToKeep(held.anchor, scale, cornerOf(frame), held.centre);
  area.scrollBy({ left: by.x, top: by.y, behavior: 'instant' });
}

/** The page point a pinch holds, and where the fingers are now. */
interface Held {
  anchor: Point;
  centre: Point;
}

/**
 * Touch on the canvas: two fingers pinch the editor's zoom (its scale and limits) around their centre and pan the
 * page with it; a long press opens the canvas' context menu where the finger rests, as a right click does. The
 * canvas takes touches for itself (`touch-action: none`), so the browser zooms the page's own view only outside it.
 *
 * `area` is the scroll area, `frame` the drawn page in it.
 */
export function useTouchGestures(area: HTMLElement | null, frame: HTMLElement | null) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const scale = useAppSelector((s) => s.scale.scale);
  const held = useRef<Held | null>(null);

  // A pinch's new scale: once the page is drawn at it, and before it is shown, the held point goes back under the fingers.
  useLayoutEffect(() => {
    if (area && frame && held.current) keepHeld(area, frame, held.current, scale);
  }, [scale, area, frame]);

  useEffect(() => {
    if (!area || !frame) return;
    const touches = new CanvasTouches<Element>({
      onPinch: ({ scale: next, anchor, centre }) => {
        held.current = { anchor, centre };
        // The same scale (the fingers moved together, or the zoom is at a limit) pans at once.
        if (next !== store.getState().scale.scale) dispatch(setScale(next));
        else keepHeld(area, frame, held.current, next);
      },
      // The context menu listens for the event a right click sends, and opens where it says.
      onLongPress: ({ x, y }, subject) => {
        const target = subject.isConnected ? subject : area;
        target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 2 }));
      },
    });
    const isTouch = (e: PointerEvent) => e.pointerType === 'touch';
    const at = (e: PointerEvent): Point => ({ x: e.clientX, y: e.clientY });
    const down = (e: PointerEvent) => {
      if (!isTouch(e) || !(e.target instanceof Element)) return;
      const current = store.getState().scale.scale;
      touches.down(e.pointerId, at(e), e.target, current, (screen) => pagePointAt(screen, cornerOf(frame), current));
    };
    const move = (e: PointerEvent) => isTouch(e) && touches.move(e.pointerId, at(e));
    const up = (e: PointerEvent) => {
      if (!isTouch(e)) return;
      touches.up(e.pointerId);
      if (!touches.pinching) held.current = null;
    };
    // Selection and the handles follow touches themselves (touch events): while a pinch or a long press owns them,
    // those events stop before reaching them, so that the fingers neither draw a selection box nor drag an element.
    // The touch's end still goes through, which ends what they had started; a long press's end is no tap, though:
    // the browser's click (and the mouse events before it) would close the menu it opened.
    const onCanvas = (e: TouchEvent) => e.target instanceof Node && area.contains(e.target);
    const claim = (e: TouchEvent) => {
      if ((touches.pinching || touches.longPressed) && onCanvas(e)) e.stopPropagation();
    };
    const endPress = (e: TouchEvent) => {
      if (touches.longPressed && onCanvas(e) && e.cancelable) e.preventDefault();
    };
    area.addEventListener('pointerdown', down, true);
    area.addEventListener('pointermove', move);
    area.addEventListener('pointerup', up);
    area.addEventListener('pointercancel', up);
    window.addEventListener('touchstart', claim, { capture: true, passive: true });
    window.addEventListener('touchmove', claim, { capture: true, passive: true });
    window.addEventListener('touchend', endPress, { capture: true, passive: false });
    return () => {
      touches.reset();
      held.current = null;
      area.removeEventListener('pointerdown', down, true);
      area.removeEventListener('pointermove', move);
      area.removeEventListener('pointerup', up);
      area.removeEventListener('pointercancel', up);
      window.removeEventListener('touchstart', claim, { capture: true });
      window.removeEventListener('touchmove', claim, { capture: true });
      window.removeEventListener('touchend', endPress, { capture: true });
    };
  }, [area, frame, dispatch, store]);
}
