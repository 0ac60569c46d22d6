import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LAYER_MESSAGES, pdfPageId, type BookElement, type BookPage, type BookResults } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { customer } from '../checkout/fixtures/shop.ts';
import { settledProcessing } from '../jobs/fixtures/jobs.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';
import { versionApi } from '../versions/fixtures/versions.ts';
import { accountWithRole, ebookApi, idsOf } from './fixtures/books.ts';

const link = (text: string) => ({ id: randomUUID(), type: 'link' as const, position: { x: 40, y: 60 }, size: { width: 200, height: 40 }, style: {}, text, url: 'https://example.com/' });

/** A one-answer question of 2 points whose right answer is "a". */
const quiz = (id: string): BookElement => ({
  id,
  type: 'quiz',
  position: { x: 40, y: 120 },
  size: { width: 400, height: 300 },
  style: {},
  question: 'Which river runs through this map?',
  options: [{ id: 'a', text: 'The Nile', correct: true }, { id: 'b', text: 'The Rhine', correct: false }],
  multiple: false,
  feedback: { correct: 'Yes', incorrect: 'No' },
  points: 2,
} as BookElement);

/** A PDF book's interactive layer (decision 021): one page of elements per PDF page, through the e-book's page API. */
describe("a PDF book's interactive layer", () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let versions: ReturnType<typeof versionApi>;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    versions = versionApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  /** A PDF book of the author's, of a processed PDF of `pages` pages. */
  async function pdfBook(pages: number, form: Record<string, unknown> = {}) {
    const url = (await uploadAs(t, author, 'pdf', await makePdf(pages), 'book.pdf', 'application/pdf')).json().data.url as string;
    await settledProcessing(t, author, url);
    return api.make(author, { book_type: 'pdf', pdf_file: url, ...form });
  }
  const layerOf = async (id: string) => (await api.pages(author, id)).json() as { data: BookPage[]; version: number };
  const readAs = (token: string | null, id: string, path: string) => t.app.inject({ url: `/api/public/ebooks/${id}/${path}`, headers: token ? t.bearer(token) : {} });
  /** The layer saved with `elements` on PDF page `n` (from 1) and nothing elsewhere; answers the save. */
  const putOnPage = async (token: string, id: string, n: number, elements: BookElement[]) => {
    const { data, version } = await layerOf(id);
    return api.savePages(token, id, { version, pages: [{ ...data[n - 1]!, elements }], order: data.map((p) => p.id) });
  };
  /** A free PDF book of `pages` pages, published and approved, with `elements` on page `n`. */
  const approvedWith = async (pages: number, n: number, elements: BookElement[]) => {
    const book = await pdfBook(pages, { price: 0, status: 'published' });
    expect((await putOnPage(author, book.id, n, elements)).statusCode).toBe(200);
    expect((await api.submit(author, book.id)).statusCode).toBe(200);
    expect((await api.decide(await t.login('admin@folio.test'), book.id, { approval_status: 'approved' })).statusCode).toBe(200);
    return book;
  };
  const inCatalogue = async (id: string) => idsOf(await t.app.inject({ url: '/api/public/ebooks?per_page=100' })).includes(id);

  it('should answer one blank page per PDF page, named by the reader\'s ids, before anything is put on them', async () => {
    const book = await pdfBook(3);
    const { data, version } = await layerOf(book.id);
    expect(version).toBe(0);
    expect(data.map((p) => p.id)).toEqual([pdfPageId(1), pdfPageId(2), pdfPageId(3)]);
    expect(data.every((p) => p.elements.length === 0)).toBe(true);
    // Nothing on the layer: the reader gets no pages to fetch and draws the PDF alone.
    expect((await readAs(author, book.id, 'read')).json().data.page_ids).toEqual([]);
  });

  it('should save elements on one page and give the reader the layer by range', async () => {
    const book = await pdfBook(3);
    const { data, version } = await layerOf(book.id);
    const second = { ...data[1]!, elements: [link('Our site')] };
    const saved = await api.savePages(author, book.id, { version, pages: [second], order: data.map((p) => p.id) });
    expect(saved.json()).toEqual({ version: 1 });

    const after = await layerOf(book.id);
    expect(after.data.map((p) => p.elements.length)).toEqual([0, 1, 0]);
    expect(after.data[1]!.elements[0]).toMatchObject({ type: 'link', text: 'Our site' });

    expect((await readAs(author, book.id, 'read')).json().data.page_ids).toEqual([pdfPageId(1), pdfPageId(2), pdfPageId(3)]);
    const range = (await readAs(author, book.id, 'pages?from=1&count=2')).json().data;
    expect(range.pages.map((p: BookPage) => p.elements.length)).toEqual([1, 0]);
    expect(range.pages[0].id).toBe(pdfPageId(2));
  });

  it('should refuse a save that adds, removes or moves pages of the PDF', async () => {
    const book = await pdfBook(2);
    const { data, version } = await layerOf(book.id);
    const ids = data.map((p) => p.id);
    const added: BookPage = { ...data[0]!, id: randomUUID() };
    for (const save of [
      { pages: [added], order: [...ids, added.id] },
      { pages: [], order: [ids[0]!] },
      { pages: [], order: [...ids].reverse() },
    ]) {
      expect(expectError(await api.savePages(author, book.id, { version, ...save }), 422).errors).toEqual({ order: [PDF_LAYER_MESSAGES.fixedPages] });
    }
    expect((await layerOf(book.id)).version).toBe(0);
  });

  it('should show a visitor the layer of the preview pages only', async () => {
    const book = await pdfBook(10, { price: 9.99, status: 'published' });
    const { data, version } = await layerOf(book.id);
    const pages = data.map((p, i) => ({ ...p, elements: [link(`Link ${i + 1}`)] }));
    expect((await api.savePages(author, book.id, { version, pages, order: pages.map((p) => p.id) })).statusCode).toBe(200);
    const admin = await t.login('admin@folio.test');
    expect((await api.submit(author, book.id)).statusCode).toBe(200);
    expect((await api.decide(admin, book.id, { approval_status: 'approved' })).statusCode).toBe(200);

    const reading = (await readAs(null, book.id, 'read')).json().data;
    expect(reading).toMatchObject({ preview: true, preview_pages: 4 });
    expect(reading.page_ids).toHaveLength(4);
    expectError(await readAs(null, book.id, 'pages?from=4&count=2'), 403);
    expect((await readAs(null, book.id, 'pages?from=0&count=12')).json().data.pages).toHaveLength(4);
  });

  it("should keep the layer's versions and put one back", async () => {
    const book = await pdfBook(2);
    const { data, version } = await layerOf(book.id);
    const first = [{ ...data[0]!, elements: [link('First')] }, data[1]!];
    await api.savePages(author, book.id, { version, pages: first, order: first.map((p) => p.id) });
    const kept = (await versions.make(author, book.id, { name: 'With the first link' })).json().data;
    const changed = { ...first[0]!, elements: [link('Changed')] };
    await api.savePages(author, book.id, { version: version + 1, pages: [changed], order: first.map((p) => p.id) });

    expect((await versions.restore(author, book.id, kept.id)).statusCode).toBe(200);
    expect((await layerOf(book.id)).data[0]!.elements[0]).toMatchObject({ text: 'First' });
  });

  it('should let only those who may edit the book change its layer, and copy it nowhere', async () => {
    const book = await pdfBook(1);
    const { data, version } = await layerOf(book.id);
    const stranger = await accountWithRole(t, 'author');
    const save = { version, pages: [{ ...data[0]!, elements: [link('Mine')] }], order: [pdfPageId(1)] };
    expect([403, 404]).toContain((await api.savePages(stranger.token, book.id, save)).statusCode);
    expectError(await api.call('POST', `/${book.id}/copies`, author, { title: 'Copy', pages: data }), 422, PDF_LAYER_MESSAGES.notCopied);
  });

  it("should keep and score a reader's answer to a question on a PDF page, and show it in the owner's Results", async () => {
    const book = await approvedWith(3, 2, [quiz('river')]);
    const reader = await customer(t);
    const answer = (chosen: string[]) => t.app.inject({ method: 'PUT', url: `/api/public/ebooks/${book.id}/answers/river`, headers: t.bearer(reader.token), payload: { chosen } });

    expect((await answer(['b'])).json().data).toMatchObject({ element_id: 'river', correct: false, score: 0, points: 2, attempts: 1 });
    expect((await answer(['a'])).json().data).toMatchObject({ element_id: 'river', chosen: ['a'], correct: true, score: 2, best_score: 2, attempts: 2 });
    // Kept: the reader finds it again, counted over the book.
    expect((await readAs(reader.token, book.id, 'answers')).json().data).toMatchObject({ questions: 1, answered: 1, score: 2, points: 2, answers: [{ element_id: 'river', chosen: ['a'] }] });

    const results = (await t.app.inject({ url: `/api/admin/ebooks/${book.id}/results`, headers: t.bearer(author) })).json().data as BookResults;
    expect(results.questions).toMatchObject([{ element_id: 'river', page: 2, answered: 1, correct: 1 }]);
    expect(results.readers.find((r) => r.user_id === reader.id)).toMatchObject({ answered: 1, score: 2, answers: [{ element_id: 'river', chosen: ['a'], correct: true, attempts: 2 }] });
  });

  it('should send an approved PDF book back for approval when its owner changes its layer, as an e-book (decision 003)', async () => {
    const book = await approvedWith(2, 1, [link('First')]);
    expect(await inCatalogue(book.id)).toBe(true);

    // An admin's change keeps it approved.
    expect((await putOnPage(await t.login('admin@folio.test'), book.id, 1, [link('By the admin')])).statusCode).toBe(200);
    expect((await api.read(author, book.id)).json().data.approval_status).toBe('approved');

    expect((await putOnPage(author, book.id, 2, [link('Second')])).statusCode).toBe(200);
    expect((await api.read(author, book.id)).json().data.approval_status).toBe('pending');
    expect(await inCatalogue(book.id)).toBe(false);
  });
});
