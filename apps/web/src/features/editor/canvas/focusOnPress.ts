import { useEffect } from 'react';
import { FRAME_ATTR } from './ElementNode';

/** What takes the focus by itself when pressed: the fields of an element being edited in place, its links and players. */
const OWN_FOCUS = 'input, textarea, select, button, a[href], iframe, video, audio, [contenteditable=""], [contenteditable="true"]';

/**
 * A press on the canvas gives it the keyboard: the pressed element's frame takes the focus (the canvas itself,
 * on an empty part), so that Delete, Escape and the arrows reach the selection. The selection tool and the
 * handles stop the browser from moving the focus on a press (so that a drag selects no text), which left it
 * where it was: in the page list, which keeps plain keys for itself, or in a field of the inspector.
 */
export function useFocusOnPress(area: HTMLElement | null) {
  useEffect(() => {
    if (!area) return;
    const onPress = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest(OWN_FOCUS)) return;
      const to = target.closest<HTMLElement>(`[${FRAME_ATTR}]`) ?? area;
      // Already there (the element being edited in place keeps its caret).
      if (to.contains(document.activeElement)) return;
      // Not scrolled to: the press is where the person looks already.
      to.focus({ preventScroll: true });
    };
    // Capturing: the selection tool's own listeners may stop the press from going further.
    area.addEventListener('pointerdown', onPress, true);
    return () => area.removeEventListener('pointerdown', onPress, true);
  }, [area]);
}
