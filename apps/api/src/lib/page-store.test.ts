import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_VERSION, type BookPage } from '@folio/shared';
import { ebookPages, ebooks, templatePages, templates } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { readPages, savePages } from './page-store.ts';

/** A page as books stored it before the format was versioned (schema version 0). */
const legacyPage = (id: string) => ({
  id,
  name: 'Old',
  elements: [{ id: `${id}-t`, type: 'text', x: 10, y: 20, width: 300, height: 40, content: 'Hello' }],
});

describe('page store: reading pages stored in an older format', () => {
  let t: TestDatabase;
  beforeAll(async () => { t = await createTestDatabase(); });
  afterAll(async () => { await t.close(); });

  async function legacyTemplate(schemaVersion: number) {
    const [row] = await t.db.insert(templates).values({ name: 'Legacy', width: 816, height: 1056, schemaVersion }).returning({ id: templates.id });
    const id = row!.id;
    const data = [legacyPage('a'), legacyPage('b')] as unknown as BookPage[];
    await t.db.insert(templatePages).values(data.map((page, position) => ({ templateId: id, id: page.id, position, data: page })));
    return id;
  }

  it('should answer the pages of a version 0 template in the current format', async () => {
    const id = await legacyTemplate(0);
    const pages = await readPages(t.db, 'template', id);
    expect(pages.map((p) => p.id)).toEqual(['a', 'b']);
    expect(pages[0]).toEqual({
      id: 'a',
      name: 'Old',
      layout: { gutter: 50, columns: 2 },
      style: {},
      elements: [{ id: 'a-t', type: 'text', position: { x: 10, y: 20 }, size: { width: 300, height: 40 }, style: {}, html: '<p>Hello</p>' }],
    });
  });

  it('should migrate a version 0 book, take a missing page id from its row, and read it again after a partial save', async () => {
    const [book] = await t.db.insert(ebooks).values({ title: 'Legacy', slug: `legacy-${Date.now()}`, width: 794, height: 1123, schemaVersion: 0 }).returning({ id: ebooks.id });
    const id = book!.id;
    const withoutId = { name: 'No id', elements: [] } as unknown as BookPage;
    await t.db.insert(ebookPages).values([
      { ebookId: id, id: 'p1', position: 0, data: legacyPage('p1') as unknown as BookPage },
      { ebookId: id, id: 'p2', position: 1, data: withoutId },
    ]);

    const pages = await readPages(t.db, 'ebook', id);
    expect(pages[1]).toMatchObject({ id: 'p2', name: 'No id', layout: { gutter: 50, columns: 2 } });

    // The editor saves only the page it changed: the rows now mix formats and still read the same.
    const changed = { ...pages[0]!, name: 'Changed' };
    await savePages(t.db, 'ebook', id, { version: 0, pages: [changed], order: ['p1', 'p2'] });
    const again = await readPages(t.db, 'ebook', id);
    expect(again).toEqual([changed, pages[1]]);
  });

  it('should answer current-format pages as they are stored', async () => {
    const [row] = await t.db.insert(templates).values({ name: 'Current', width: 816, height: 1056, schemaVersion: BOOK_SCHEMA_VERSION }).returning({ id: templates.id });
    const page = { id: 'c', name: 'Kept', elements: [], layout: { gutter: 10, columns: 1 }, style: {}, extra: 'untouched' } as unknown as BookPage;
    await t.db.insert(templatePages).values({ templateId: row!.id, id: 'c', position: 0, data: page });
    expect(await readPages(t.db, 'template', row!.id)).toEqual([page]);
    const [stored] = await t.db.select({ schemaVersion: templates.schemaVersion }).from(templates).where(eq(templates.id, row!.id));
    expect(stored!.schemaVersion).toBe(BOOK_SCHEMA_VERSION);
  });
});
