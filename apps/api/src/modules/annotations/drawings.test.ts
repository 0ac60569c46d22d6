import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebooks, readerShapes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { annotationApi, booksByAccess, pageIdsOf, rect, stroke } from './fixtures.ts';

describe('/api/me/drawings', () => {
  let t: TestApp;
  let api: ReturnType<typeof annotationApi>;
  let books: Awaited<ReturnType<typeof booksByAccess>>;
  // Pages of the open book.
  let p1: string, p2: string, p3: string, full: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = annotationApi(t);
    books = await booksByAccess(t);
    [p1, p2, p3, full] = (await pageIdsOf(t, books.open)) as [string, string, string, string];
  });
  afterAll(async () => { await t.close(); });

  const reader = async () => (await registerUser(t)).token;
  const save = (token: string, changes: Record<string, unknown>[]) => api.saveDrawings(token, { ebook_id: books.open, changes });
  const ids = (shapes: { id: string }[] | undefined) => (shapes ?? []).map((s) => s.id);

  it('should save shapes by id, answer the merged pages and read them back in stacking order', async () => {
    const a = await reader();
    const res = await save(a, [
      { page_id: p1, id: 's1', attrs: stroke(), position: 0 },
      { page_id: p1, id: 's2', attrs: rect(), position: 1 },
      { page_id: p2, id: 's3', attrs: { type: 'arrow', points: [0, 0, 50, 60], stroke: '#0000FF', strokeWidth: 3 }, position: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json().data[p1])).toEqual(['s1', 's2']);
    expect(res.json().data[p1][0]).toEqual({ id: 's1', attrs: stroke() });

    const updated = await save(a, [{ page_id: p1, id: 's1', attrs: stroke([1, 1, 2, 2]), position: 0 }]);
    expect(Object.keys(updated.json().data)).toEqual([p1]);
    expect(updated.json().data[p1][0].attrs.points).toEqual([1, 1, 2, 2]);

    const all = (await api.drawings(a, books.open)).json().data;
    expect(Object.keys(all).sort()).toEqual([p1, p2].sort());
    expect(ids(all[p1])).toEqual(['s1', 's2']);
    expect(all[p2][0].attrs).toMatchObject({ type: 'arrow' });
  });

  it('should put a new shape on top of the page and keep a changed shape in its place', async () => {
    const a = await reader();
    await save(a, [0, 1, 2].map((i) => ({ page_id: p1, id: `o${i}`, attrs: rect(i), position: i })));
    await save(a, [{ page_id: p1, id: 'o0', deleted: true, position: 0 }, { page_id: p1, id: 'o1', deleted: true, position: 0 }]);
    // The client's list is now [o2]: its new shape has index 1, below o2's stored position, yet goes on top.
    const res = await save(a, [{ page_id: p1, id: 'new', attrs: stroke(), position: 1 }, { page_id: p1, id: 'o2', attrs: rect(50), position: 0 }]);
    expect(ids(res.json().data[p1])).toEqual(['o2', 'new']);
    expect(res.json().data[p1][0].attrs.x).toBe(50);
  });

  it('should keep both shapes when two tabs save different shapes at the same time', async () => {
    const a = await reader();
    const [one, two] = await Promise.all([
      save(a, [{ page_id: p1, id: 'tab-a', attrs: stroke(), position: 0 }]),
      save(a, [{ page_id: p1, id: 'tab-b', attrs: rect(), position: 0 }]),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(ids((await api.drawings(a, books.open)).json().data[p1]).sort()).toEqual(['tab-a', 'tab-b']);
  });

  it('should keep a deleted shape deleted as a tombstone, even when a stale tab writes it again', async () => {
    const a = await reader();
    await save(a, [{ page_id: p1, id: 'gone', attrs: stroke(), position: 0 }, { page_id: p1, id: 'kept', attrs: rect(), position: 1 }]);
    const deleted = await save(a, [{ page_id: p1, id: 'gone', deleted: true, position: 0 }]);
    expect(ids(deleted.json().data[p1])).toEqual(['kept']);
    const stale = await save(a, [{ page_id: p1, id: 'gone', attrs: stroke([5, 5, 6, 6]), position: 0 }]);
    expect(ids(stale.json().data[p1])).toEqual(['kept']);

    const [row] = await t.db.select().from(readerShapes).where(and(eq(readerShapes.id, 'gone'), eq(readerShapes.pageId, p1), eq(readerShapes.ebookId, books.open)));
    expect(row).toMatchObject({ deleted: true, data: {} });
  });

  it('should clear a page or the whole book with tombstones', async () => {
    const a = await reader();
    await save(a, [
      { page_id: p1, id: 'c1', attrs: stroke(), position: 0 },
      { page_id: p2, id: 'c2', attrs: stroke(), position: 0 },
      { page_id: p3, id: 'c3', attrs: stroke(), position: 0 },
    ]);
    expect((await api.clearDrawings(a, `ebook_id=${books.open}&page_id=${p1}`)).statusCode).toBe(200);
    expect(Object.keys((await api.drawings(a, books.open)).json().data).sort()).toEqual([p2, p3].sort());
    expect((await api.clearDrawings(a, `ebook_id=${books.open}`)).statusCode).toBe(200);
    expect((await api.drawings(a, books.open)).json().data).toEqual({});
    const rows = await t.db.select({ deleted: readerShapes.deleted }).from(readerShapes).where(eq(readerShapes.id, 'c2'));
    expect(rows).toEqual([{ deleted: true }]);
  });

  it("should never show or change another reader's drawings", async () => {
    const a = await reader();
    const b = await reader();
    await save(a, [{ page_id: p1, id: 'private', attrs: stroke(), position: 0 }]);
    expect((await api.drawings(b, books.open)).json().data).toEqual({});
    // The same shape id written by B is B's own row; A's stays as it was.
    await save(b, [{ page_id: p1, id: 'private', deleted: true, position: 0 }]);
    await api.clearDrawings(b, `ebook_id=${books.open}`);
    expect(ids((await api.drawings(a, books.open)).json().data[p1])).toEqual(['private']);
  });

  it('should answer 401 without a token and 404 for a missing or unreadable book', async () => {
    expectError(await api.drawings(null, books.open), 401);
    expectError(await save('', [{ page_id: p1, id: 'x', attrs: stroke(), position: 0 }]), 401);
    expectError(await api.clearDrawings(null, `ebook_id=${books.open}`), 401);
    const a = await reader();
    for (const ebookId of [randomUUID(), books.hidden]) {
      expectError(await api.drawings(a, ebookId), 404, 'eBook not found.');
      expectError(await api.saveDrawings(a, { ebook_id: ebookId, changes: [{ page_id: p1, id: 'x', attrs: stroke(), position: 0 }] }), 404);
      expectError(await api.clearDrawings(a, `ebook_id=${ebookId}`), 404);
    }
  });

  it('should answer 422 with messages for invalid changes', async () => {
    const a = await reader();
    const bad = async (change: Record<string, unknown>) => expectError(await save(a, [{ page_id: p1, id: 'v', position: 0, ...change }]), 422).errors ?? {};
    expect(Object.values(await bad({ attrs: undefined })).flat()).toContain('A shape needs its attributes unless it is deleted');
    expect(Object.values(await bad({ attrs: { ...stroke(), stroke: 'red' } })).flat()).toContain('Use a colour like #FFFF00');
    expect(Object.values(await bad({ attrs: { ...stroke(), points: [1, 2, 3] } })).flat()).toContain('Points come in x,y pairs');
    expect(Object.values(await bad({ attrs: { type: 'eraser', stroke: '#000000', strokeWidth: 3 } })).length).toBeGreaterThan(0);
    expect(Object.values(await bad({ id: 'a b' })).flat()).toContain('Not a valid shape id');
    expect(Object.values(await bad({ attrs: { ...rect(), width: -5 } })).length).toBeGreaterThan(0);
    expectError(await api.saveDrawings(a, { ebook_id: books.open, changes: [] }), 422);
    expectError(await api.clearDrawings(a, 'ebook_id=nope'), 422);
  });

  it('should refuse a stroke with too many points (422) and a page past the shape limit (413)', async () => {
    const { token: a, user } = await registerUser(t);
    const long = Array.from({ length: 20_002 }, (_, i) => i % 500);
    expect(Object.values(expectError(await save(a, [{ page_id: p1, id: 'long', attrs: stroke(long), position: 0 }]), 422).errors ?? {}).flat()).toContain(
      'A stroke has at most 10000 points',
    );
    // Fill a page up to the limit directly, then one more shape through the API.
    const userId = user.id;
    const rows = Array.from({ length: 5000 }, (_, i) => ({ userId, ebookId: books.open, pageId: full, id: `f${i}`, data: rect(), position: i }));
    for (let i = 0; i < rows.length; i += 1000) await t.db.insert(readerShapes).values(rows.slice(i, i + 1000));
    expectError(await save(a, [{ page_id: full, id: 'one-more', attrs: rect(), position: 5000 }]), 413, 'A page holds at most 5000 shapes');
    // Changing a shape that is already there is no new shape.
    expect((await save(a, [{ page_id: full, id: 'f0', attrs: rect(9), position: 0 }])).statusCode).toBe(200);
    // Deleting one makes room for one.
    await save(a, [{ page_id: full, id: 'f1', deleted: true, position: 1 }]);
    expect((await save(a, [{ page_id: full, id: 'one-more', attrs: rect(), position: 5000 }])).statusCode).toBe(200);
  });
  it('should keep drawings within the pages the reader may read, and keep what they drew past them until the pages open again', async () => {
    const a = await reader();
    const admin = await t.login('admin@folio.test');
    const shop = shopApi(t);
    // Books of 8 pages: a preview shows the first 4.
    const bought = await insertBook(t, { price: 12 });
    const order = await shop.paidOrder(a, admin, [bought.id]);
    const boughtPages = await pageIdsOf(t, bought.id);
    const draw = (page: string, id: string) => api.saveDrawings(a, { ebook_id: bought.id, changes: [{ page_id: page, id, attrs: rect(), position: 0 }] });
    expect((await draw(boughtPages[0]!, 'first')).statusCode).toBe(200);
    expect((await draw(boughtPages[6]!, 'seventh')).statusCode).toBe(200);

    // Refunded: the reader is back to the preview.
    expect((await shop.setStatus(admin, order.id, 'refunded')).statusCode).toBe(200);
    expect(Object.keys((await api.drawings(a, bought.id)).json().data)).toEqual([boughtPages[0]]);
    expectError(await draw(boughtPages[6]!, 'again'), 403, 'This page is not part of the preview. Buy the book to read on.');
    expectError(await api.clearDrawings(a, `ebook_id=${bought.id}&page_id=${boughtPages[6]}`), 403);
    // Clearing the book clears what the reader sees of it, not what they drew past the preview.
    expect((await api.clearDrawings(a, `ebook_id=${bought.id}`)).statusCode).toBe(200);
    const live = async () => (await t.db.select({ id: readerShapes.id }).from(readerShapes).where(and(eq(readerShapes.ebookId, bought.id), eq(readerShapes.deleted, false)))).map((r) => r.id);
    expect(await live()).toEqual(['seventh']);

    // Free again: the seventh page and its drawing are back.
    await t.db.update(ebooks).set({ price: 0, finalPrice: 0 }).where(eq(ebooks.id, bought.id));
    expect((await api.drawings(a, bought.id)).json().data[boughtPages[6]!].map((s: { id: string }) => s.id)).toEqual(['seventh']);
  });
});
