import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_VERSION, type BookPage, type PagesSave } from '@folio/shared';
import { ebookPages, ebooks, templatePages, templates } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { BookTooLargeError, InvalidElementError, PageOrderError, StaleVersionError } from './errors.ts';
import { pageBytes } from './format.ts';
import { insertPages, readPages, savePages as saveIn } from './store.ts';

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** A save in a transaction of its own, as the routes make it. */
const saveWith = (t: TestDatabase, kind: 'ebook' | 'template', id: string, save: PagesSave, maxBytes: number) => t.db.transaction((tx) => saveIn(tx, kind, id, save, maxBytes));

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

    // The editor saves only the page it changed: the page it did not send is written back in today's format.
    const changed = { ...pages[0]!, name: 'Changed' };
    await saveWith(t, 'ebook', id, { version: 0, pages: [changed], order: ['p1', 'p2'] }, NO_LIMIT);
    const again = await readPages(t.db, 'ebook', id);
    expect(again).toEqual([changed, pages[1]]);
  });

  it('should store a version 0 book at the current version after one save, so that it is not migrated again', async () => {
    const [book] = await t.db.insert(ebooks).values({ title: 'Legacy', slug: `legacy-once-${Date.now()}`, width: 794, height: 1123, schemaVersion: 0 }).returning({ id: ebooks.id });
    const id = book!.id;
    await t.db.insert(ebookPages).values(['p1', 'p2', 'p3'].map((pageId, position) => ({ ebookId: id, id: pageId, position, data: legacyPage(pageId) as unknown as BookPage })));
    const pages = await readPages(t.db, 'ebook', id);

    // Only the second page is sent, and the first is left out of the order.
    await saveWith(t, 'ebook', id, { version: 0, pages: [{ ...pages[1]!, name: 'Changed' }], order: ['p2', 'p3'] }, NO_LIMIT);
    const [stored] = await t.db.select({ schemaVersion: ebooks.schemaVersion, pageCount: ebooks.pageCount }).from(ebooks).where(eq(ebooks.id, id));
    expect(stored).toEqual({ schemaVersion: BOOK_SCHEMA_VERSION, pageCount: 2 });
    const rows = await t.db.select().from(ebookPages).where(eq(ebookPages.ebookId, id)).orderBy(asc(ebookPages.position));
    expect(rows.map((r) => r.data)).toEqual([{ ...pages[1]!, name: 'Changed' }, pages[2]]);
    expect(rows.map((r) => [r.id, r.position, r.bytes])).toEqual([['p2', 0, pageBytes(rows[0]!.data)], ['p3', 1, pageBytes(pages[2]!)]]);
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

const page = (id: string, text = ''): BookPage => ({
  id,
  name: id,
  elements: text ? [{ id: `${id}-t`, type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html: `<p>${text}</p>` }] : [],
  layout: { gutter: 50, columns: 2 },
  style: {},
});

describe('page store: saving', () => {
  let t: TestDatabase;
  beforeAll(async () => { t = await createTestDatabase(); });
  afterAll(async () => { await t.close(); });

  let counter = 0;
  async function book(pages: BookPage[]) {
    counter += 1;
    const [row] = await t.db.insert(ebooks).values({ title: 'Saved', slug: `saved-${counter}-${Date.now()}`, width: 794, height: 1123 }).returning({ id: ebooks.id });
    await insertPages(t.db, 'ebook', row!.id, pages, NO_LIMIT);
    return row!.id;
  }
  const rows = (id: string) => t.db.select().from(ebookPages).where(eq(ebookPages.ebookId, id)).orderBy(asc(ebookPages.position));
  const versionOf = async (id: string) => (await t.db.select({ version: ebooks.version }).from(ebooks).where(eq(ebooks.id, id)))[0]!.version;
  const refusal = async <E extends Error>(write: Promise<unknown>, kind: new (...args: never[]) => E) => {
    const error = await write.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(kind);
    return error as E;
  };

  it('should keep the content of the pages not sent and give every page its place in the new order when one page is sent', async () => {
    const id = await book(['a', 'b', 'c', 'd'].map((n) => page(n, `Text of ${n}`)));
    const before = await rows(id);
    const changedC = page('c', 'Changed');
    expect(await saveWith(t, 'ebook', id, { version: 0, pages: [changedC], order: ['d', 'c', 'a', 'b'] }, NO_LIMIT)).toBe(1);

    const after = await rows(id);
    expect(after.map((r) => [r.id, r.position])).toEqual([['d', 0], ['c', 1], ['a', 2], ['b', 3]]);
    for (const kept of ['a', 'b', 'd']) {
      expect(after.find((r) => r.id === kept)!.data).toEqual(before.find((r) => r.id === kept)!.data);
    }
    expect(after.find((r) => r.id === 'c')!.data).toEqual(changedC);
  });

  it("should refuse with 422 and write nothing when the order names a page that is neither stored nor sent, also one of another book's", async () => {
    const other = await book([page('elsewhere')]);
    const id = await book([page('a'), page('b')]);
    const before = await rows(id);
    for (const order of [['a', 'b', 'ghost'], ['a', 'b', 'elsewhere']]) {
      const error = await refusal(saveWith(t, 'ebook', id, { version: 0, pages: [page('a', 'Changed')], order }, NO_LIMIT), PageOrderError);
      expect(error.message).toBe('The order names a page that was neither saved nor sent');
    }
    expect(await rows(id)).toEqual(before);
    expect(await versionOf(id)).toBe(0);
    expect((await rows(other)).map((r) => r.id)).toEqual(['elsewhere']);
  });

  it('should count only the pages kept and the pages sent against the size limit, not the pages left out', async () => {
    const pages = [page('a', 'x'.repeat(3000)), page('b', 'y'.repeat(3000)), page('c', 'z'.repeat(3000))];
    const id = await book(pages);
    const changed = page('b', 'short');
    // Page c leaves the book: a, and b as sent, are what the limit sees.
    const limit = pageBytes(pages[0]!) + pageBytes(changed);
    expect(await saveWith(t, 'ebook', id, { version: 0, pages: [changed], order: ['b', 'a'] }, limit)).toBe(1);
    expect((await rows(id)).map((r) => [r.id, r.position, r.bytes])).toEqual([['b', 0, pageBytes(changed)], ['a', 1, pageBytes(pages[0]!)]]);
    await refusal(saveWith(t, 'ebook', id, { version: 1, pages: [page('b', 'longer than short')], order: ['b', 'a'] }, limit), BookTooLargeError);
  });

  it('should store the size of every page it writes, on insert and on save', async () => {
    const pages = [page('a', 'Short'), page('b', 'A rather longer text, with «quotes» and ünïcödé')];
    const id = await book(pages);
    expect((await rows(id)).map((r) => r.bytes)).toEqual(pages.map((p) => Buffer.byteLength(JSON.stringify(p))));

    const bigger = page('b', 'x'.repeat(5000));
    await saveWith(t, 'ebook', id, { version: 0, pages: [bigger], order: ['a', 'b'] }, NO_LIMIT);
    expect((await rows(id)).map((r) => r.bytes)).toEqual([pageBytes(pages[0]!), pageBytes(bigger)]);
  });

  it('should refuse with 413 and write nothing when a save would take the book over its size limit', async () => {
    const pages = [page('a', 'x'.repeat(3000)), page('b', 'y'.repeat(3000))];
    const id = await book(pages);
    const before = await rows(id);
    // The page sent fits on its own; with the page kept beside it, the book would not.
    const grown = page('b', 'z'.repeat(4000));
    const limit = pageBytes(pages[0]!) + pageBytes(grown) - 1;
    const error = await refusal(saveWith(t, 'ebook', id, { version: 0, pages: [grown], order: ['b', 'a'], save_id: 'save-refused-1' }, limit), BookTooLargeError);
    expect(error.message).toMatch(/^This book is too large to save: its pages would take [\d.]+ MB, over the limit of [\d.]+ MB\. Remove some pages or large content and try again\.$/);
    expect({ bytes: error.bytes, max_bytes: error.maxBytes }).toEqual({ bytes: limit + 1, max_bytes: limit });
    expect(await rows(id)).toEqual(before);
    expect(await versionOf(id)).toBe(0);

    // Within the limit (a page removed makes room) the same change is saved.
    expect(await saveWith(t, 'ebook', id, { version: 0, pages: [grown], order: ['b'] }, limit)).toBe(1);
  });

  it('should refuse with 413 and write nothing when pages inserted at once are over the limit', async () => {
    const [template] = await t.db.insert(templates).values({ name: 'Too big', width: 794, height: 1123 }).returning({ id: templates.id });
    const pages = [page('a', 'x'.repeat(2000)), page('b', 'y'.repeat(2000))];
    const error = await refusal(insertPages(t.db, 'template', template!.id, pages, pageBytes(pages[0]!)), BookTooLargeError);
    expect(error.message).toMatch(/^This template is too large to save/);
    expect(await t.db.select().from(templatePages).where(eq(templatePages.templateId, template!.id))).toEqual([]);
  });

  it('should answer the current version and write nothing again when a written save is sent again with its save id', async () => {
    const id = await book([page('a'), page('b')]);
    const save = { version: 0, pages: [page('a', 'Mine')], order: ['a', 'b'], save_id: 'first-save-0001' };
    expect(await saveWith(t, 'ebook', id, save, NO_LIMIT)).toBe(1);
    const written = await rows(id);

    // The answer was lost: the same save, with the same id, comes again.
    expect(await saveWith(t, 'ebook', id, save, NO_LIMIT)).toBe(1);
    expect(await rows(id)).toEqual(written);
    expect(await versionOf(id)).toBe(1);
  });

  it('should answer 409 to a stale save with another save id, or with none', async () => {
    const id = await book([page('a')]);
    await saveWith(t, 'ebook', id, { version: 0, pages: [page('a', 'First')], order: ['a'], save_id: 'first-save-0002' }, NO_LIMIT);
    for (const save_id of ['other-save-0002', undefined]) {
      const error = await refusal(saveWith(t, 'ebook', id, { version: 0, pages: [page('a', 'Second')], order: ['a'], save_id }, NO_LIMIT), StaleVersionError);
      expect(error.currentVersion).toBe(1);
    }
    expect((await rows(id))[0]!.data).toEqual(page('a', 'First'));
  });

  it('should name the page by its place in the book and the element when an element field is invalid, and write nothing', async () => {
    const id = await book([page('a', 'Kept'), page('b')]);
    const heading = { id: 'title', type: 'heading' as const, position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, text: 'Hi', level: 9 };
    const bad = { ...page('b'), elements: [heading] };
    const error = await refusal(saveWith(t, 'ebook', id, { version: 0, pages: [page('a', 'Changed'), bad], order: ['a', 'b'] }, NO_LIMIT), InvalidElementError);
    expect(error.message).toBe('Page 2, element "title": level: Too big: expected number to be <=6');
    expect(error.field).toBe('pages.1.elements.0.level');
    expect((await rows(id)).map((r) => r.data)).toEqual([page('a', 'Kept'), page('b')]);
    expect(await versionOf(id)).toBe(0);
  });

  /** The rich text a page stores for a text box saved with `html`. */
  async function storedHtml(html: string) {
    const id = await book([page('a')]);
    const withText = { ...page('a'), elements: [{ id: 'a-t', type: 'text' as const, position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html }] };
    await saveWith(t, 'ebook', id, { version: 0, pages: [withText], order: ['a'] }, NO_LIMIT);
    return (await rows(id))[0]!.data.elements[0]!.html;
  }

  it('should store rich text sanitised: what could run or load is dropped, the formatting kept', async () => {
    const html = '<p style="text-align:center" onclick="x()">Hi <b>you</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a></p>';
    expect(await storedHtml(html)).toBe('<p style="text-align:center">Hi <b>you</b><a>bad</a></p>');
  });

  it("should store a span's language when it is a language tag, and drop it on other tags or with another value", async () => {
    const html = '<p lang="fr">I said <span lang="fr" style="color:red">bonjour</span> <span lang="en-GB">colour</span> <span lang="fr&quot; onclick=&quot;x()">a</span><span lang="French">b</span><em lang="ar">c</em></p>';
    expect(await storedHtml(html)).toBe('<p>I said <span lang="fr" style="color:red">bonjour</span> <span lang="en-GB">colour</span> <span>a</span><span>b</span><em>c</em></p>');
  });

  it('should refuse a save that sends one page twice with 422', async () => {
    const id = await book([page('a')]);
    const error = await refusal(saveWith(t, 'ebook', id, { version: 0, pages: [page('a', '1'), page('a', '2')], order: ['a'] }, NO_LIMIT), PageOrderError);
    expect(error.field).toBe('pages');
  });
});
