import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fitScale } from '../scale/fit';

/** Zoom steps multiply the fitted scale; the bounds keep the view between half and four times its fit. */
const ZOOM_STEP = 1.25;
const ZOOM_BOUNDS = [0.5, 4] as const;
const DOUBLE_TAP_ZOOM = 2;

/**
 * The scale of the reader's view: the view (a spread, or one page) fitted into the stage by the spec's
 * scale rule (spec §4 Scale), times the reader's zoom. The stage is measured as it resizes (window,
 * full screen, side panel); without ResizeObserver (tests) the window's size is used. The zoom is the
 * reader's own: the scale slice is the editor's canvas scale, persisted, and a reader's zoom must not
 * carry over into the editor (nor the editor's into a book opened to read). `edge` is what the view draws beyond
 * its sides at any scale (the flipbook's paper edges): the margins are kept around it too, so that the book as drawn
 * never touches the stage's sides, the window's or a side panel's.
 */
export function useReaderScale(stageRef: RefObject<HTMLElement | null>, view: { width: number; height: number }, edge = 0) {
  const [box, setBox] = useState(() => ({ width: typeof window === 'undefined' ? 1024 : window.innerWidth, height: typeof window === 'undefined' ? 768 : window.innerHeight }));
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    const node = stageRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBox({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [stageRef]);

  const fit = view.width > 0 && view.height > 0 ? fitScale(view, { windowWidth: box.width - 2 * edge, windowHeight: box.height }) : 1;
  return {
    scale: fit * zoom,
    zoom,
    canZoomIn: zoom * ZOOM_STEP <= ZOOM_BOUNDS[1] + 1e-9,
    canZoomOut: zoom / ZOOM_STEP >= ZOOM_BOUNDS[0] - 1e-9,
    zoomIn: useCallback(() => setZoom((z) => Math.min(ZOOM_BOUNDS[1], z * ZOOM_STEP)), []),
    zoomOut: useCallback(() => setZoom((z) => Math.max(ZOOM_BOUNDS[0], z / ZOOM_STEP)), []),
    resetZoom: useCallback(() => setZoom(1), []),
    /** Double-tap: twice the fit, or back to the fit when zoomed in (the way phones zoom a page). */
    toggleZoom: useCallback(() => setZoom((z) => (z > 1 ? 1 : DOUBLE_TAP_ZOOM)), []),
  };
}
