import { z } from 'zod';

/**
 * The saved book format (DESIGN.md §5). Every stored book carries `schema_version`; a change of this model
 * raises BOOK_SCHEMA_VERSION and adds a migration from the previous version (DESIGN.md §9.4).
 */
export const BOOK_SCHEMA_VERSION = 1;

export const ELEMENT_TYPES = ['text', 'heading', 'image', 'shape', 'line', 'audio', 'video', 'link', 'quiz', 'flashcards', 'embed'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Spec §3 Element: defaults 200×50 at 50,50; free-form style; type fields beside the common ones. */
export const ELEMENT_DEFAULTS = { position: { x: 50, y: 50 }, size: { width: 200, height: 50 } } as const;
/** Spec §3 Page layout defaults. */
export const PAGE_LAYOUT_DEFAULTS = { gutter: 50, columns: 2 } as const;

const point = z.object({ x: z.number().finite(), y: z.number().finite() });
const size = z.object({ width: z.number().finite().min(0), height: z.number().finite().min(0) });

export const ElementSchema = z.looseObject({
  id: z.string().min(1).max(100),
  type: z.enum(ELEMENT_TYPES),
  position: point,
  size,
  style: z.record(z.string(), z.unknown()).default({}),
  /**
   * Elements of a page that share a groupId form one group: selected, moved and resized together. Optional and
   * additive, so books saved before groups (and editors that do not know them) stay valid: no format change.
   */
  groupId: z.string().min(1).max(100).optional(),
});
export type BookElement = z.infer<typeof ElementSchema>;

export const PageSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  elements: z.array(ElementSchema).max(2000),
  layout: z.object({ gutter: z.number().min(0), columns: z.number().int().min(1).max(12) }).default({ ...PAGE_LAYOUT_DEFAULTS }),
  style: z.record(z.string(), z.unknown()).default({}),
  /** Spec §3: a page may carry its own size, which alignment reads before the book's page size. */
  size: size.optional(),
});
export type BookPage = z.infer<typeof PageSchema>;

/** Page sizes at 96 dpi (DESIGN.md §5); landscape swaps width and height. */
export const PAGE_DIMENSIONS = { A4: { width: 794, height: 1123 }, A5: { width: 559, height: 794 } } as const;
export const PAGE_DIMENSION_KINDS = ['A4', 'A5', 'custom'] as const;
export const ORIENTATIONS = ['portrait', 'landscape'] as const;

export function pageSizeOf(book: { page_dimension: (typeof PAGE_DIMENSION_KINDS)[number]; width?: number | null; height?: number | null; orientation: (typeof ORIENTATIONS)[number] }) {
  const base = book.page_dimension === 'custom' ? { width: book.width ?? 0, height: book.height ?? 0 } : PAGE_DIMENSIONS[book.page_dimension];
  const portrait = { width: Math.min(base.width, base.height), height: Math.max(base.width, base.height) };
  return book.orientation === 'landscape' ? { width: portrait.height, height: portrait.width } : portrait;
}

/**
 * The format of the pages a client sends (`schema_version`): the editor opens every book in today's format and
 * says so. An editor loaded before the format changed says an older one and is refused instead of storing its
 * pages as new. Left out, the pages are taken to be in today's format.
 */
export const SentFormatSchema = z
  .literal(BOOK_SCHEMA_VERSION, { error: 'This editor saves an older book format. Reload the page, then save again.' })
  .optional();

/**
 * PUT /api/admin/ebooks/{id}/pages: the changed pages, the order of all pages, and the version they were
 * based on. `save_id`, made by the client (a UUID), names this save and stays the same when the same save is
 * sent again: a save that was written but whose answer was lost then answers success instead of a conflict.
 */
export const PagesSaveSchema = z.object({
  version: z.number().int().min(0),
  pages: z.array(PageSchema).max(1000),
  order: z.array(z.string().min(1).max(100)).max(1000),
  save_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be 8 to 64 letters, digits, - or _').optional(),
  schema_version: SentFormatSchema,
});
export type PagesSave = z.infer<typeof PagesSaveSchema>;
