import { FIT_MARGINS } from '@folio/shared';

/** How far the paper edges under the flipbook's spread reach beyond its sides, in CSS pixels at any scale. */
export const PAPER_EDGE = 6;

/**
 * The padding around the flipbook's spread: half the fit's margins on either side (the spec's scale rule), and room
 * for the paper edges beside the spread, so that the book as drawn keeps those margins (useReaderScale's `edge`).
 * The PDF's first page, drawn before the app starts, is placed by it too (pdf/firstPage.ts).
 */
export const FLIPBOOK_PADDING = { x: FIT_MARGINS.width / 2 + PAPER_EDGE, y: 44 } as const;
