import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RANGE_MAX_COUNT, type BookPage } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookPages, ebooks } from '../../db/schema.ts';
import { pageBytes } from '../pages/format.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { BEYOND_PREVIEW } from './pages.ts';

/** The byte limit of one answer in these tests: two of the ordinary pages below fit, a third does not. */
const ANSWER_LIMIT = 2500;

const page = (n: number, length = 900): BookPage => ({
  id: `page-${n}`,
  name: `Page ${n + 1}`,
  elements: [{ id: `text-${n}`, type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 20 }, style: {}, html: `<p>${'x'.repeat(length)}</p>` }],
  layout: { gutter: 50, columns: 2 },
  style: {},
});

/** GET /api/public/ebooks/{id}/pages: pages by range, within the reader's access and the answer's byte limit. */
describe('/api/public/ebooks/{id}/pages', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, readAnswerMaxBytes: ANSWER_LIMIT });
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const bookOf = async (pages: BookPage[], price = 0) => (await insertBook(t, { price, pages })).id;
  const range = (id: string, query: string, token: string | null = null) => t.app.inject({ url: `/api/public/ebooks/${id}/pages?${query}`, headers: token ? t.bearer(token) : {} });
  const dataOf = (res: Awaited<ReturnType<typeof range>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { from: number; pages: BookPage[]; next: number | null; readable: number };
  };

  it('should stop before the answer passes its byte limit and say where to go on when the pages asked are larger', async () => {
    const pages = Array.from({ length: 9 }, (_, n) => page(n));
    expect(pageBytes(pages[0]!) * 2).toBeLessThanOrEqual(ANSWER_LIMIT);
    expect(pageBytes(pages[0]!) * 3).toBeGreaterThan(ANSWER_LIMIT);
    const id = await bookOf(pages);

    expect(dataOf(await range(id, 'from=0&count=12'))).toEqual({ from: 0, pages: pages.slice(0, 2), next: 2, readable: 9 });
    // Following `next` reads the whole book, in order, two pages an answer.
    const read: BookPage[] = [];
    let next: number | null = 0;
    let answers = 0;
    while (next !== null) {
      const data = dataOf(await range(id, `from=${next}&count=12`));
      read.push(...data.pages);
      next = data.next;
      answers += 1;
    }
    expect(read).toEqual(pages);
    expect(answers).toBe(5);
  });

  it('should send a page larger than the byte limit on its own, and never an empty answer', async () => {
    const pages = [page(0), page(1, 6000), page(2)];
    expect(pageBytes(pages[1]!)).toBeGreaterThan(ANSWER_LIMIT);
    const id = await bookOf(pages);
    expect(dataOf(await range(id, 'from=0&count=3'))).toMatchObject({ pages: [pages[0]], next: 1 });
    expect(dataOf(await range(id, 'from=1&count=3'))).toMatchObject({ pages: [pages[1]], next: 2 });
    expect(dataOf(await range(id, 'from=2&count=3'))).toMatchObject({ pages: [pages[2]], next: null });
  });

  it('should send at most the pages asked for, and say where the following ones start', async () => {
    const pages = Array.from({ length: 5 }, (_, n) => page(n, 10));
    const id = await bookOf(pages);
    expect(dataOf(await range(id, 'from=1&count=2'))).toEqual({ from: 1, pages: pages.slice(1, 3), next: 3, readable: 5 });
    expect(dataOf(await range(id, 'from=3&count=12'))).toEqual({ from: 3, pages: pages.slice(3), next: null, readable: 5 });
    expect(dataOf(await range(id, 'from=5&count=12'))).toEqual({ from: 5, pages: [], next: null, readable: 5 });
    expect(dataOf(await range(id, ''))).toMatchObject({ from: 0, pages });
  });

  it('should refuse with 422 a count over the cap, a count of 0 and a from that is not a whole number of 0 or more', async () => {
    const id = await bookOf([page(0, 10)]);
    for (const query of [`from=0&count=${PAGE_RANGE_MAX_COUNT + 1}`, 'from=0&count=0', 'from=-1&count=2', 'from=one&count=2', 'from=0.5']) {
      expectError(await range(id, query), 422);
    }
  });

  it('should give a preview reader the preview pages only, and 403 for a page past the preview', async () => {
    const pages = Array.from({ length: 10 }, (_, n) => page(n, 10));
    const id = await bookOf(pages, 9);
    expect(dataOf(await range(id, 'from=2&count=12'))).toEqual({ from: 2, pages: pages.slice(2, 4), next: null, readable: 4 });
    for (const from of [4, 9]) expectError(await range(id, `from=${from}&count=2`), 403, BEYOND_PREVIEW);
    // Past the end of the book there is nothing to withhold.
    expect(dataOf(await range(id, 'from=10&count=2'))).toEqual({ from: 10, pages: [], next: null, readable: 4 });
    // Whoever reads the whole book gets the rest.
    expect(dataOf(await range(id, 'from=4&count=12', admin))).toMatchObject({ pages: pages.slice(4), readable: 10 });
  });

  it('should answer the pages of a book stored in an older format in the current one, named after their place in the book', async () => {
    const id = await bookOf([]);
    const legacy = (n: number) => ({ id: `old-${n}`, elements: [{ id: `t-${n}`, type: 'text', x: 1, y: 2, width: 3, height: 4, content: 'Old' }] }) as unknown as BookPage;
    await t.db.insert(ebookPages).values([0, 1, 2].map((position) => ({ ebookId: id, id: `old-${position}`, position, data: legacy(position), bytes: 100 })));
    await t.db.update(ebooks).set({ schemaVersion: 0, pageCount: 3 }).where(eq(ebooks.id, id));
    const data = dataOf(await range(id, 'from=1&count=2'));
    expect(data.pages.map((p) => p.name)).toEqual(['Page 2', 'Page 3']);
    expect(data.pages[0]!.elements[0]).toMatchObject({ position: { x: 1, y: 2 }, size: { width: 3, height: 4 }, html: '<p>Old</p>' });
  });

  it('should keep the pages out of /read, whose answer stays small however large the pages are', async () => {
    const pages = Array.from({ length: 9 }, (_, n) => page(n, 20_000));
    const id = await bookOf(pages);
    const res = await t.app.inject({ url: `/api/public/ebooks/${id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.page_ids).toEqual(pages.map((p) => p.id));
    expect(res.body).not.toContain('xxxx');
    expect(res.body.length).toBeLessThan(3000);
  });
});
