/**
 * What "following" someone shows of their view (issue 51): their page, their zoom, and where they look on it. A view
 * is kept in page coordinates (the page's point at the middle of their canvas), so that it means the same on a
 * screen of another size.
 */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The canvas (its scrolling area) and the page drawn in it, as found in the editor's screen. */
function canvasParts() {
  const area = document.querySelector<HTMLElement>('[data-editor-canvas]');
  const page = area?.querySelector<HTMLElement>('[data-editor-page]');
  return area && page ? { area, page } : null;
}

/** The page's point at the middle of the area, at `zoom`. */
export const viewAt = (area: Box, page: Box, zoom: number): View => ({
  zoom,
  x: Math.round((area.left + area.width / 2 - page.left) / zoom),
  y: Math.round((area.top + area.height / 2 - page.top) / zoom),
});

/** How far to scroll the area so that the view's point comes to its middle (the page drawn at the view's zoom). */
export const scrollBy = (view: View, area: Box, page: Box) => ({
  left: page.left + view.x * view.zoom - (area.left + area.width / 2),
  top: page.top + view.y * view.zoom - (area.top + area.height / 2),
});

/** This editor's view now, or null before its canvas is drawn. */
export function currentView(zoom: number): View | null {
  const parts = canvasParts();
  return parts ? viewAt(parts.area.getBoundingClientRect(), parts.page.getBoundingClientRect(), zoom) : null;
}

/** Scrolls this editor's canvas to show the view's point in its middle (its zoom is set by the caller first). */
export function showView(view: View) {
  const parts = canvasParts();
  if (!parts) return;
  const { left, top } = scrollBy(view, parts.area.getBoundingClientRect(), parts.page.getBoundingClientRect());
  parts.area.scrollBy({ left, top });
}

/** Calls `onScroll` when the canvas scrolls, at most once per frame; answers how to stop. */
export function watchCanvasScroll(onScroll: () => void) {
  let frame = 0;
  const area = canvasParts()?.area;
  if (!area) return () => {};
  const scrolled = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onScroll);
  };
  area.addEventListener('scroll', scrolled, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    area.removeEventListener('scroll', scrolled);
  };
}
