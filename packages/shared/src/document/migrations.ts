import { BOOK_SCHEMA_VERSION, ELEMENT_DEFAULTS, PAGE_LAYOUT_DEFAULTS } from './model.ts';
import type { BookPage } from './page-schema.ts';
import { PageSchema } from './page-schema.ts';

/**
 * Numbered migrations of the saved book format (architecture.md §9.4). `PAGE_MIGRATIONS[n]` turns a page stored at
 * schema version n into the shape of version n + 1; `migratePages` runs every step from a book's version up to
 * BOOK_SCHEMA_VERSION and then validates the result with PageSchema.
 *
 * Every step must be idempotent: it changes only what is still in the older shape. A book's `schema_version`
 * is the oldest format any of its pages may be in: pages are migrated when read and written back, all of them,
 * by the next save, which raises the book's version to BOOK_SCHEMA_VERSION. Books saved before saves did that
 * hold rows of both formats under their old version, so a step may meet a page it already migrated.
 */
type StoredPage = Record<string, unknown>;
type PageMigration = (page: StoredPage, index: number) => StoredPage;

/** A stored book that cannot be brought to the current format (newer than this code, or malformed). */
export class BookFormatError extends Error {
  override name = 'BookFormatError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Tags of the rich text editor: their presence marks content that was saved as markup already. */
const MARKUP = /<\/?(p|br|strong|em|b|i|u|s|a|span|div|ul|ol|li|h[1-6]|blockquote)(\s[^>]*)?\/?>/i;

/** Legacy text content was either markup already or plain text, one paragraph per line. */
function contentToHtml(content: string): string {
  if (MARKUP.test(content)) return content;
  return content.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

/**
 * Version 0, the format before versioning: elements kept flat `x`, `y`, `width`, `height` fields, text elements
 * kept a `content` string instead of `html`, and pages had no layout (and sometimes no name or style).
 */
function elementFromVersion0(element: unknown): unknown {
  if (!isRecord(element)) return element;
  const { x, y, width, height, ...rest } = element;
  const migrated: Record<string, unknown> = { ...rest };
  if (!isRecord(rest.position)) {
    migrated.position = { x: numberOr(x, ELEMENT_DEFAULTS.position.x), y: numberOr(y, ELEMENT_DEFAULTS.position.y) };
  }
  if (!isRecord(rest.size)) {
    migrated.size = { width: numberOr(width, ELEMENT_DEFAULTS.size.width), height: numberOr(height, ELEMENT_DEFAULTS.size.height) };
  }
  if (!isRecord(rest.style)) migrated.style = {};
  if (rest.type === 'text' && typeof rest.html !== 'string' && typeof rest.content === 'string') {
    migrated.html = contentToHtml(rest.content);
    delete migrated.content;
  }
  return migrated;
}

const fromVersion0: PageMigration = (page, index) => ({
  ...page,
  name: typeof page.name === 'string' ? page.name : `Page ${index + 1}`,
  elements: Array.isArray(page.elements) ? page.elements.map(elementFromVersion0) : [],
  layout: isRecord(page.layout) ? { ...PAGE_LAYOUT_DEFAULTS, ...page.layout } : { ...PAGE_LAYOUT_DEFAULTS },
  style: isRecord(page.style) ? page.style : {},
});

export const PAGE_MIGRATIONS: Readonly<Record<number, PageMigration>> = { 0: fromVersion0 };

/** Brings the pages of a book stored at `fromVersion` to BOOK_SCHEMA_VERSION; throws BookFormatError when it cannot. */
export function migratePages(pages: unknown[], fromVersion: number): BookPage[] {
  if (!Number.isInteger(fromVersion) || fromVersion < 0 || fromVersion > BOOK_SCHEMA_VERSION) {
    throw new BookFormatError(`Unknown book schema version ${fromVersion} (this version reads 0 to ${BOOK_SCHEMA_VERSION})`);
  }
  return pages.map((stored, index) => {
    if (!isRecord(stored)) throw new BookFormatError(`Page ${index + 1} is not an object`);
    let page = stored;
    for (let version = fromVersion; version < BOOK_SCHEMA_VERSION; version += 1) {
      const step = PAGE_MIGRATIONS[version];
      if (!step) throw new BookFormatError(`No migration from book schema version ${version}`);
      page = step(page, index);
    }
    const parsed = PageSchema.safeParse(page);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BookFormatError(`Page ${index + 1} is invalid at ${issue?.path.join('.') || 'its root'}: ${issue?.message}`, { cause: parsed.error });
    }
    return parsed.data;
  });
}
