// The schemas of the format and the types they give live beside (page-schema.ts): the reader reads this module's
// constants as a book opens, and the API's schemas would bring zod's full build onto that path.

/**
 * The saved book format (architecture.md §5). Every stored book carries `schema_version`; a change of this model
 * raises BOOK_SCHEMA_VERSION and adds a migration from the previous version (architecture.md §9.4).
 */
export const BOOK_SCHEMA_VERSION = 1;

export const ELEMENT_TYPES = ['text', 'heading', 'image', 'shape', 'line', 'audio', 'video', 'link', 'hotspot', 'quiz', 'flashcards', 'embed'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Spec §3 Element: defaults 200×50 at 50,50; free-form style; type fields beside the common ones. */
export const ELEMENT_DEFAULTS = { position: { x: 50, y: 50 }, size: { width: 200, height: 50 } } as const;
/** Spec §3 Page layout defaults. */
export const PAGE_LAYOUT_DEFAULTS = { gutter: 50, columns: 2 } as const;

/** Page sizes at 96 dpi (architecture.md §5); landscape swaps width and height. */
export const PAGE_DIMENSIONS = { A4: { width: 794, height: 1123 }, A5: { width: 559, height: 794 } } as const;
export const PAGE_DIMENSION_KINDS = ['A4', 'A5', 'custom'] as const;
export const ORIENTATIONS = ['portrait', 'landscape'] as const;

export function pageSizeOf(book: { page_dimension: (typeof PAGE_DIMENSION_KINDS)[number]; width?: number | null; height?: number | null; orientation: (typeof ORIENTATIONS)[number] }) {
  const base = book.page_dimension === 'custom' ? { width: book.width ?? 0, height: book.height ?? 0 } : PAGE_DIMENSIONS[book.page_dimension];
  const portrait = { width: Math.min(base.width, base.height), height: Math.max(base.width, base.height) };
  return book.orientation === 'landscape' ? { width: portrait.height, height: portrait.width } : portrait;
}
