/**
 * The ring of the reader's stage when the keyboard focuses it (WCAG 2.4.7): light on the dark stage, and drawn
 * inside the stage, whose edges are the window's and the bar's, where a ring outside would be cut off or hidden.
 */
export const STAGE_FOCUS_RING = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300';
