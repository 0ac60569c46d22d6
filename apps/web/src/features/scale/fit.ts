import { FIT_MARGINS } from '@folio/shared';

export interface Size {
  width: number;
  height: number;
}

export interface WindowSize {
  windowWidth: number;
  windowHeight: number;
}

/** Zoom limits and step of the canvas scale. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 0.1;

/** A scale within the limits, rounded to hundredths so that repeated zoom steps do not drift (0.30000000000000004). */
export function clampScale(scale: number): number {
  if (Number.isNaN(scale)) return 1;
  return Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) * 100) / 100;
}

/**
 * Spec §4 Scale: exactly the smaller of (window width − 20) / width and (window height − 90) / height. Only a
 * window smaller than its margins (a negative or zero fit) falls back to the smallest zoom, so that the page
 * still shows.
 */
export function fitScale(size: Size, window: WindowSize): number {
  const fit = Math.min((window.windowWidth - FIT_MARGINS.width) / size.width, (window.windowHeight - FIT_MARGINS.height) / size.height);
  return Number.isFinite(fit) && fit > 0 ? fit : MIN_SCALE;
}
