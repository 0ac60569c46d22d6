// The saved book format's elements and pages as they may be written (architecture.md §5), and their types; the
// format's constants are in model.ts.
import { z } from 'zod';
import { BOOK_SCHEMA_VERSION, ELEMENT_TYPES, PAGE_LAYOUT_DEFAULTS } from './model.ts';
import { NarrationSchema } from './narration-schema.ts';

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
  /**
   * The language of the element's words when it is not the book's (a BCP 47 tag: 'ar', 'ja', 'en-GB'): the reader
   * and exports mark it (`lang`), so that a screen reader speaks it with the right voice (accessibility checker).
   */
  lang: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8}){0,3}$/, 'Must be a language tag such as en, ar or ja-JP').optional(),
});

export const PageSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  elements: z.array(ElementSchema).max(2000),
  layout: z.object({ gutter: z.number().min(0), columns: z.number().int().min(1).max(12) }).default({ ...PAGE_LAYOUT_DEFAULTS }),
  style: z.record(z.string(), z.unknown()).default({}),
  /** Spec §3: a page may carry its own size, which alignment reads before the book's page size. */
  size: size.optional(),
  /**
   * The order a screen reader reads the page in (element ids), set by the author when it is not the stacking order
   * (accessibility checker): the reader's page follows it; ids of elements no longer there are skipped, and
   * elements it leaves out come after it in stacking order (`pageReadingOrder`).
   */
  readingOrder: z.array(z.string().min(1).max(100)).max(2000).optional(),
  /** The page's recorded narration and its read-along timings (narration-schema.ts); optional and additive: no format change. */
  narration: NarrationSchema.optional(),
});

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

export type BookElement = z.infer<typeof ElementSchema>;
export type BookPage = z.infer<typeof PageSchema>;
export type PagesSave = z.infer<typeof PagesSaveSchema>;
