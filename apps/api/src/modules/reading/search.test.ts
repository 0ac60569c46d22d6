import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SEARCH_MAX_RESULTS, BOOK_SEARCH_MESSAGES, previewPageCount, type BookElement, type BookPage, type BookSearchResult } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { PDF_BOOK } from './search.ts';

const box = { size: { width: 100, height: 20 }, style: {} };
const text = (id: string, html: string, y = 0, style = {}): BookElement => ({ id, type: 'text', position: { x: 0, y }, ...box, style, html });
const page = (n: number, elements: BookElement[]): BookPage => ({ id: `page-${n}`, name: `Page ${n + 1}`, elements, layout: { gutter: 50, columns: 2 }, style: {} });

/** GET /api/public/ebooks/{id}/search: the words of the pages a reader may open. */
describe('/api/public/ebooks/{id}/search', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const bookOf = async (pages: BookPage[], price = 0) => (await insertBook(t, { price, pages })).id;
  const search = (id: string, q: string, token: string | null = null) =>
    t.app.inject({ url: `/api/public/ebooks/${id}/search?q=${encodeURIComponent(q)}`, headers: token ? t.bearer(token) : {} });
  const resultOf = async (id: string, q: string, token: string | null = null) => {
    const res = await search(id, q, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BookSearchResult;
  };

  it('lists the pages that hold the words in page order, past the first batch, each with the sentence around the match', async () => {
    const pages = Array.from({ length: 45 }, (_, n) => page(n, [text(`t${n}`, `<p>Page ${n} of the story.</p>`)]));
    pages[3] = page(3, [text('a', '<p>The sun rose.</p>', 0), text('b', '<p>A <b>kingfisher</b> dived &amp; came&nbsp;back.</p><p>Then rain.</p>', 100)]);
    pages[44] = page(44, [{ id: 'h', type: 'heading', position: { x: 0, y: 0 }, ...box, text: 'Kingfishers of the delta', level: 2 } as BookElement]);
    const id = await bookOf(pages);

    const found = await resultOf(id, 'KINGFISHER');
    expect(found).toMatchObject({ query: 'KINGFISHER', more: false, searched_pages: 45 });
    expect(found.hits.map((h) => h.page)).toEqual([3, 44]);
    const [first] = found.hits;
    // Block ends keep words apart, entities come back as characters, and the match is marked in the excerpt.
    expect(first!.excerpt).toBe('A kingfisher dived & came back. Then rain.');
    expect(first!.excerpt.slice(first!.match_start, first!.match_start + first!.match_length)).toBe('kingfisher');

    expect((await resultOf(id, 'kangaroo')).hits).toEqual([]);
  });

  it('finds quiz questions, flashcards and alt text, and nothing in hidden elements', async () => {
    const id = await bookOf([
      page(0, [text('hidden', '<p>secret word</p>', 0, { hidden: true })]),
      page(1, [{ id: 'q', type: 'quiz', position: { x: 0, y: 0 }, ...box, question: 'Which bird dives?', options: [{ id: 'o', text: 'The heron', correct: true }], multiple: false, points: 1 } as BookElement]),
      page(2, [{ id: 'f', type: 'flashcards', position: { x: 0, y: 0 }, ...box, cards: [{ id: 'c', front: 'Heron', back: 'A wading bird' }] } as BookElement]),
      page(3, [{ id: 'i', type: 'image', position: { x: 0, y: 0 }, ...box, src: '/x.webp', alt: 'A heron standing' } as BookElement]),
    ]);
    expect((await resultOf(id, 'heron')).hits.map((h) => h.page)).toEqual([1, 2, 3]);
    expect((await resultOf(id, 'secret')).hits).toEqual([]);
  });

  it('searches only the preview of a paid book for a visitor, and the whole book for its readers in full', async () => {
    const pages = Array.from({ length: 12 }, (_, n) => page(n, [text(`t${n}`, `<p>otter ${n}</p>`)]));
    const id = await bookOf(pages, 9.99);
    const preview = previewPageCount(12);
    const visitor = await resultOf(id, 'otter');
    expect(visitor.searched_pages).toBe(preview);
    expect(visitor.hits.map((h) => h.page)).toEqual(Array.from({ length: preview }, (_, n) => n));
    const full = await resultOf(id, 'otter', admin);
    expect(full.searched_pages).toBe(12);
    expect(full.hits).toHaveLength(12);
  });

  it(`lists at most ${BOOK_SEARCH_MAX_RESULTS} pages and says that more hold the words`, async () => {
    const id = await bookOf(Array.from({ length: BOOK_SEARCH_MAX_RESULTS + 5 }, (_, n) => page(n, [text(`t${n}`, '<p>every page</p>')])));
    const found = await resultOf(id, 'every');
    expect(found.hits).toHaveLength(BOOK_SEARCH_MAX_RESULTS);
    expect(found.more).toBe(true);
  });

  it('refuses an empty or too long search, a book nobody may read, and a PDF book (searched in the reader)', async () => {
    const id = await bookOf([page(0, [])]);
    for (const q of ['   ', 'x'.repeat(101)]) expect(expectError(await search(id, q), 422).errors).toEqual({ q: [BOOK_SEARCH_MESSAGES.query] });
    const draft = await insertBook(t, { status: 'draft', price: 0 });
    expect((await search(draft.id, 'page')).statusCode).toBe(404);
    const pdf = await insertBook(t, { pdfPages: 2, price: 0 });
    const refused = await search(pdf.id, 'page');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PDF_BOOK);
  });
});
