/**
 * The offline reader's stand-in for app/fonts.ts (vite.offline.config.ts puts it in its place): the package
 * carries the fonts its book and interface need (fonts.css, written by the export), so no script font is loaded
 * on demand, and none of the site's hundreds of font files is bundled.
 */
export function loadFontsFor(_lng: string) {}

export function loadFontsForText(_text: string) {}
