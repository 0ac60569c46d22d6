import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi, idsOf } from './fixtures/books.ts';

type PublicBook = { id: string; title: string; description: string | null; categories: { id: string; name: string }[] };

/** A book's title and description in other languages (decision 017): written by its owner, read in the visitor's language. */
describe('translations of books and genres', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const publicBook = async (key: string, query = '') => {
    const res = await t.app.inject({ url: `/api/public/ebooks/${key}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PublicBook;
  };
  const publicList = async (query: string) => {
    const res = await t.app.inject({ url: `/api/public/ebooks?per_page=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PublicBook[];
  };

  describe('writing them', () => {
    it('should keep the translations a book is created and updated with, without the empty ones', async () => {
      const created = await api.create(admin, {
        title: 'The Lighthouse',
        translations: { ar: { title: ' المنارة ', description: 'قصة عن البحر.' }, bn: { title: '', description: '' }, ko: { title: '   ' } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const book = created.json().data;
      expect(book.translations).toEqual({ ar: { title: 'المنارة', description: 'قصة عن البحر.' } });
      expect((await api.read(admin, book.id)).json().data.translations).toEqual({ ar: { title: 'المنارة', description: 'قصة عن البحر.' } });

      const updated = await api.update(admin, book.id, { title: 'The Lighthouse', translations: { ja: { title: '灯台' } } });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.translations).toEqual({ ja: { title: '灯台' } });
      // The original stays the book's own title, in every dashboard answer.
      expect(updated.json().data.title).toBe('The Lighthouse');
    });

    it('should refuse with 422, naming the field, a language Folio does not speak and a text longer than its original may be', async () => {
      const body = expectError(
        await api.create(admin, { translations: { fr: { title: 'Le phare' }, ar: { title: 'م'.repeat(201), description: 'ق'.repeat(10_001) } } }),
        422,
        'The given data was invalid.',
      );
      expect(body.errors).toEqual({
        'translations.fr': ['Translations may only be in en, bn, ar, ko or ja'],
        'translations.ar.title': ['Too long'],
        'translations.ar.description': ['Too long'],
      });
      expect(expectError(await api.create(admin, { translations: { ar: { title: 7 } } }), 422).errors).toHaveProperty(['translations.ar.title']);
      expect(expectError(await api.create(admin, { translations: 'المنارة' }), 422).errors).toHaveProperty(['translations']);
      // As long as the original may be is long enough.
      expect((await api.create(admin, { translations: { ar: { title: 'م'.repeat(200) } } })).statusCode).toBe(201);
    });

    it("should send an approved book back to review when its owner changes a translation (decision 003), and not when they save the same ones", async () => {
      const { token: author } = await accountWithRole(t, 'author');
      const form = { title: 'Tides', translations: { ar: { title: 'المد والجزر' }, bn: { title: 'জোয়ার-ভাটা' } } };
      const book = await api.make(author, form);
      expect((await api.decide(admin, book.id, { approval_status: 'approved' })).statusCode).toBe(200);

      // The same translations, written in another order, are no change.
      const same = await api.update(author, book.id, { ...form, translations: { bn: { title: 'জোয়ার-ভাটা' }, ar: { title: 'المد والجزر' } } });
      expect(same.json().data.approval_status).toBe('approved');

      const changed = await api.update(author, book.id, { ...form, translations: { ar: { title: 'المد' } } });
      expect(changed.json().data.approval_status).toBe('pending');
    });
  });

  describe('reading them', () => {
    const marker = randomUUID().slice(0, 8);
    let book: { id: string; slug: string };
    let genre: string;
    beforeAll(async () => {
      const category = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: t.bearer(admin),
        payload: { name: `Seafaring ${marker}`, status: 'active', thumbnail: '/uploads/image/demo/x.webp', translations: { ar: { name: 'الإبحار' } } },
      });
      genre = category.json().data.id;
      book = await api.make(admin, {
        title: `Harbor Lights ${marker}`,
        description: 'Boats come home at night.',
        status: 'published',
        category_ids: [genre],
        translations: { ar: { title: `أضواء الميناء ${marker}` }, bn: { title: `বন্দরের আলো ${marker}`, description: 'রাতে নৌকা ঘরে ফেরে।' } },
      });
    });

    it("should answer a book's title, description and genres in the visitor's language, and the original text by text where it is not translated", async () => {
      expect(await publicBook(book.id, '?lng=ar')).toMatchObject({
        title: `أضواء الميناء ${marker}`,
        description: 'Boats come home at night.',
        categories: [{ id: genre, name: 'الإبحار' }],
      });
      expect(await publicBook(book.slug, '?lng=bn')).toMatchObject({
        title: `বন্দরের আলো ${marker}`,
        description: 'রাতে নৌকা ঘরে ফেরে।',
        categories: [{ id: genre, name: `Seafaring ${marker}` }],
      });
      for (const query of ['?lng=ko', '?lng=en', '']) {
        expect(await publicBook(book.id, query)).toMatchObject({ title: `Harbor Lights ${marker}`, description: 'Boats come home at night.', categories: [{ name: `Seafaring ${marker}` }] });
      }
      const [listed] = await publicList(`&search=${marker}&lng=ar`);
      expect(listed).toMatchObject({ id: book.id, title: `أضواء الميناء ${marker}`, categories: [{ name: 'الإبحار' }] });
      const reading = await t.app.inject({ url: `/api/public/ebooks/${book.id}/read?lng=ar` });
      expect(reading.json().data.book.title).toBe(`أضواء الميناء ${marker}`);
    });

    it("should find a book by its title or description in the visitor's language, not by another language's", async () => {
      expect(idsOf(await t.app.inject({ url: `/api/public/ebooks?search=${encodeURIComponent('أضواء الميناء')}&lng=ar` }))).toEqual([book.id]);
      expect(idsOf(await t.app.inject({ url: `/api/public/ebooks?search=${encodeURIComponent('নৌকা ঘরে')}&lng=bn` }))).toEqual([book.id]);
      // The original is still found in any language; another language's translation is not.
      expect(idsOf(await t.app.inject({ url: `/api/public/ebooks?search=harbor%20lights%20${marker}&lng=ar` }))).toEqual([book.id]);
      expect(await publicList(`&search=${encodeURIComponent('أضواء الميناء')}&lng=bn`)).toEqual([]);
      expect(await publicList(`&search=${encodeURIComponent('أضواء الميناء')}`)).toEqual([]);
      // The dashboard finds a book by any of its translations, for the people who wrote them.
      expect(idsOf(await api.list(admin, `&search=${encodeURIComponent('বন্দরের আলো')}`))).toContain(book.id);
    });

    it("should sort by the titles the visitor reads", async () => {
      const other = await api.make(admin, { title: `Anchors ${marker}`, status: 'published', translations: { ar: { title: `ياقوت ${marker}` } } });
      const titles = async (query: string) => (await publicList(`&search=${marker}&sort=title${query}`)).map((b) => b.id);
      expect(await titles('')).toEqual([other.id, book.id]);
      // Arabic: أضواء (alif) before ياقوت (ya).
      expect(await titles('&lng=ar')).toEqual([book.id, other.id]);
    });

    it('should name the genres in the visitor\'s language where they are translated, and refuse a language Folio does not speak', async () => {
      const genres = async (query: string) => ((await t.app.inject({ url: `/api/public/categories${query}` })).json().data as { id: string; name: string }[]).find((c) => c.id === genre)?.name;
      expect(await genres('?lng=ar')).toBe('الإبحار');
      expect(await genres('?lng=ja')).toBe(`Seafaring ${marker}`);
      expect(await genres('')).toBe(`Seafaring ${marker}`);
      for (const url of ['/api/public/categories?lng=fr', `/api/public/ebooks?lng=fr`, `/api/public/ebooks/${book.id}?lng=fr`, `/api/public/ebooks/${book.id}/read?lng=fr`]) {
        expect(expectError(await t.app.inject({ url }), 422).errors).toEqual({ lng: ['Use one of: en, bn, ar, ko, ja.'] });
      }
    });
  });
});
