/**
 * The font families a text may use: the faces the site serves itself (architecture.md §11: no font from a third
 * party) and the reader's own generic families. Each value is the CSS stack stored in the page.
 */
export const FONT_FAMILIES = [
  { key: 'sans', value: "Inter, 'Noto Sans Bengali', 'Noto Sans Arabic', 'Noto Sans KR', 'Noto Sans JP', sans-serif" },
  { key: 'serif', value: "Georgia, 'Times New Roman', serif" },
  { key: 'mono', value: "ui-monospace, 'Courier New', monospace" },
  { key: 'rounded', value: "'Comic Sans MS', 'Chalkboard SE', cursive" },
] as const;

export const FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 64, 80] as const;
export const LINE_HEIGHTS = ['1', '1.15', '1.5', '1.75', '2'] as const;
export const TEXT_ALIGNS = ['start', 'center', 'end', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
export const FONT_WEIGHTS = ['400', '600', '700', '800'] as const;
