/** Spec §4 Scale, §9: fit margins 20 px across and 90 px down. */
export const FIT_MARGINS = { width: 20, height: 90 } as const;

/** The fit scale: the smaller of (window width − 20) / width and (window height − 90) / height. */
export function fitScale(size: { width: number; height: number }, window: { width: number; height: number }): number {
  return Math.min((window.width - FIT_MARGINS.width) / size.width, (window.height - FIT_MARGINS.height) / size.height);
}
