import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { checkBook, elementText as textOf, type BookElement, type BookPage } from '@folio/shared';
import { categories, ebookCategories, ebookPages, ebooks } from '../../schema.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../../test/helpers.ts';

/**
 * The demo library as a visitor meets it: books that show what Folio does, in the categories they belong to,
 * in several languages, with their own texts, sounds and videos (made by the seed, served like uploads).
 */
describe('the demo library', () => {
  let t: TestApp;
  let books: { id: string; title: string; cover: string | null; pages: BookPage[] }[];
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT, { data: 'demo' });
    const visible = and(eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved'), eq(ebooks.bookType, 'ebook'));
    const rows = await t.db.select({ id: ebooks.id, title: ebooks.title, cover: ebooks.coverImage }).from(ebooks).where(visible);
    const pages = await t.db.select().from(ebookPages).where(inArray(ebookPages.ebookId, rows.map((r) => r.id))).orderBy(asc(ebookPages.position));
    books = rows.map((r) => ({ ...r, pages: pages.filter((p) => p.ebookId === r.id).map((p) => p.data) }));
  });
  afterAll(async () => { await t.close(); });

  // Words of an element; the tags of rich text are dropped, which is all a comparison of words needs.
  const elementText = (element: BookElement) => textOf(element, (html) => html.replace(/<[^>]+>/g, ' ').trim());
  const elements = (book: { pages: BookPage[] }): BookElement[] => book.pages.flatMap((p) => p.elements);
  const booksWith = (type: BookElement['type']) => books.filter((b) => elements(b).some((e) => e.type === type));

  it('should put at least two public books in every active category, each where it belongs', async () => {
    const rows = await t.db
      .select({ category: categories.name, status: categories.status, title: ebooks.title })
      .from(ebookCategories)
      .innerJoin(categories, eq(categories.id, ebookCategories.categoryId))
      .innerJoin(ebooks, and(eq(ebooks.id, ebookCategories.ebookId), eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved')));
    const active = await t.db.select({ name: categories.name }).from(categories).where(eq(categories.status, 'active'));
    for (const { name } of active) expect(rows.filter((r) => r.category === name).length, name).toBeGreaterThanOrEqual(2);
    const titlesIn = (category: string) => rows.filter((r) => r.category === category).map((r) => r.title);
    expect(titlesIn('Coding')).toContain('Coding with Turtles');
    expect(titlesIn('Mathematics')).toEqual(expect.arrayContaining(['Fractions Made Friendly', 'Times Tables Challenge']));
  });

  it('should hold quizzes of one and of several answers, blanks, matching and ordering, flashcards, sounds, videos and links', () => {
    const quizzes = books.flatMap((b) => elements(b)).filter((e) => e.type === 'quiz') as (BookElement & { multiple: boolean; kind?: string })[];
    expect(new Set(quizzes.map((q) => q.multiple))).toEqual(new Set([true, false]));
    expect(new Set(quizzes.map((q) => q.kind ?? 'choice'))).toEqual(new Set(['choice', 'blanks', 'matching', 'ordering']));
    expect(booksWith('quiz').length).toBeGreaterThanOrEqual(6);
    expect(booksWith('flashcards').length).toBeGreaterThanOrEqual(4);
    expect(booksWith('audio').length).toBeGreaterThanOrEqual(4);
    expect(booksWith('video').length).toBeGreaterThanOrEqual(3);
    expect(booksWith('link').length).toBeGreaterThanOrEqual(2);
  });

  it('should pass the accessibility checker: no serious problem, and no sound without a transcript (issue 54)', () => {
    for (const book of books) {
      const { problems } = checkBook(book.pages);
      expect(problems.filter((p) => p.severity === 'serious' || p.rule === 'audio-transcript').map((p) => `${p.rule} on page ${p.page_index + 1}`), book.title).toEqual([]);
    }
  });

  it('should have books written in Arabic, Bengali and Japanese', () => {
    const written = (script: RegExp) => books.filter((b) => script.test(b.title) && elements(b).filter((e) => ['text', 'heading'].includes(e.type)).every((e) => !elementText(e) || script.test(elementText(e))));
    expect(written(/\p{Script=Arabic}/u)).toHaveLength(1);
    expect(written(/\p{Script=Bengali}/u)).toHaveLength(1);
    expect(written(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u)).toHaveLength(1);
  });

  it('should give every book its own texts and cover, and vary how the books are built', () => {
    const paragraphs = books.flatMap((b) => [...new Set(elements(b).filter((e) => e.type === 'text').map((e) => elementText(e)))]);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    expect(new Set(books.map((b) => b.cover)).size).toBe(books.length);
    const structures = books.map((b) => b.pages.map((p) => p.elements.map((e) => e.type).join(',')).join('|'));
    expect(new Set(structures).size).toBe(books.length);
  });

  it('should serve the sounds and videos the seed made, as files a browser plays', async () => {
    const src = (type: 'audio' | 'video') => (booksWith(type)[0]!.pages.flatMap((p) => p.elements).find((e) => e.type === type) as BookElement & { src: string }).src;
    const sound = await t.app.inject({ url: src('audio') });
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('audio/wav');
    expect(sound.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const video = await t.app.inject({ url: src('video') });
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.readUInt32BE(0)).toBe(0x1a45dfa3);
  });
});
