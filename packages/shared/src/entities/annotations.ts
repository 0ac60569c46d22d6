/**
 * A reader's own notes and drawings on a book's pages (spec §3 Drawing state, DESIGN.md §4: own only).
 * Shapes are stored one row per shape id so that two tabs saving at once merge instead of overwriting.
 */
export const DRAWING_TOOLS = ['brush', 'rectangle', 'ellipse', 'line', 'arrow', 'eraser'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];
/** Spec §3/§9 Drawing defaults. */
export const DRAWING_DEFAULTS = { brushColor: '#FFFF00', brushSize: 5, tool: 'brush' } as const;
