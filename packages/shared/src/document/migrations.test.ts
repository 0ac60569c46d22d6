import { describe, expect, it } from 'vitest';
import { BookFormatError, migratePages, PAGE_MIGRATIONS } from './migrations.ts';
import { BOOK_SCHEMA_VERSION } from './model.ts';
import v0Book from './fixtures/v0-book.json';
import v0Expected from './fixtures/v0-book.expected.json';
import v1Book from './fixtures/v1-book.json';

describe('book format migrations', () => {
  it('has a numbered step from every older version to the current one', () => {
    const steps = Object.keys(PAGE_MIGRATIONS).map(Number).sort((a, b) => a - b);
    expect(steps).toEqual(Array.from({ length: BOOK_SCHEMA_VERSION }, (_, version) => version));
  });

  it('brings the legacy (version 0) fixture to the current format', () => {
    expect(migratePages(v0Book.pages, v0Book.schema_version)).toEqual(v0Expected);
  });

  it('moves flat x, y, width, height into position and size, with the spec defaults where missing', () => {
    const [page] = migratePages([{ id: 'p', elements: [{ id: 'e', type: 'line', x: 7 }] }], 0);
    expect(page!.elements[0]).toEqual({ id: 'e', type: 'line', position: { x: 7, y: 50 }, size: { width: 200, height: 50 }, style: {} });
  });

  it('turns plain text content into escaped paragraphs and keeps markup content as it is', () => {
    const pages = migratePages([{ id: 'p', elements: [
      { id: 'a', type: 'text', content: 'a < b\nsecond' },
      { id: 'b', type: 'text', content: '<p>Hi</p>' },
      { id: 'c', type: 'heading', content: 'headings keep their fields', text: 'T' },
    ] }], 0);
    const [a, b, c] = pages[0]!.elements;
    expect(a).toMatchObject({ html: '<p>a &lt; b</p><p>second</p>' });
    expect(a).not.toHaveProperty('content');
    expect(b).toMatchObject({ html: '<p>Hi</p>' });
    expect(c).toMatchObject({ content: 'headings keep their fields', text: 'T' });
    expect(c).not.toHaveProperty('html');
  });

  it('gives legacy pages the layout defaults (gutter 50, 2 columns), keeping a partial layout', () => {
    const [plain, partial] = migratePages([{ id: 'a', elements: [] }, { id: 'b', elements: [], layout: { columns: 3 } }], 0);
    expect(plain!.layout).toEqual({ gutter: 50, columns: 2 });
    expect(partial!.layout).toEqual({ gutter: 50, columns: 3 });
  });

  it('leaves current-format pages unchanged, also when they are read through the version 0 step', () => {
    expect(migratePages(v1Book.pages, v1Book.schema_version)).toEqual(v1Book.pages);
    expect(migratePages(v1Book.pages, 0)).toEqual(v1Book.pages);
  });

  it('is idempotent: migrating a migrated book again changes nothing', () => {
    const once = migratePages(v0Book.pages, 0);
    expect(migratePages(once, 0)).toEqual(once);
  });

  it('does not change its input', () => {
    const input = JSON.parse(JSON.stringify(v0Book.pages)) as unknown[];
    migratePages(input, 0);
    expect(input).toEqual(v0Book.pages);
  });

  it('refuses versions it does not know and pages it cannot validate', () => {
    expect(() => migratePages([], BOOK_SCHEMA_VERSION + 1)).toThrow(BookFormatError);
    expect(() => migratePages([], -1)).toThrow(BookFormatError);
    expect(() => migratePages(['nope'], 0)).toThrow('Page 1 is not an object');
    expect(() => migratePages([{ elements: [] }], 0)).toThrow(/Page 1 is invalid at id/);
    expect(() => migratePages([{ id: 'p', elements: [{ id: 'e', type: 'hologram' }] }], 0)).toThrow(/elements\.0\.type/);
  });
});
