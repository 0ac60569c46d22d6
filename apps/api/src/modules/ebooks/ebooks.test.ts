import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi, idsOf, makeAuthor, makeCategory } from './fixtures/books.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';

const FORBIDDEN = "You don't have permission to do this.";

describe('/api/admin/ebooks', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  let author: string;
  let user: string;
  let publisher: string;
  /** The publisher row of the publisher@folio.test account. */
  let publisherId: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
    user = await t.login('user@folio.test');
    publisher = await t.login('publisher@folio.test');
    publisherId = (await insertPublisher(t, { userId: (await findUser(t.db, 'publisher@folio.test'))!.id })).id;
  });
  afterAll(async () => { await t.close(); });

  describe('create', () => {
    it('should create a pending book owned by the author, with a slug, one empty page and the full Ebook shape when an author creates it', async () => {
      const res = await api.create(author, { title: 'The Lighthouse Keeper', status: 'published' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('eBook created successfully.');
      const data = res.json().data;
      expect(data).toMatchObject({
        title: 'The Lighthouse Keeper', slug: 'the-lighthouse-keeper', status: 'published', approval_status: 'pending', rejection_reason: null,
        book_type: 'ebook', page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait', page_count: 1, version: 0, schema_version: 1, buyer_downloads: false, withdrawn_at: null,
        owner: { id: (await findUser(t.db, 'author@folio.test'))!.id, name: 'Kenji Sato' }, publisher: null,
        abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true },
      });
      expect(Object.keys(data).sort()).toEqual([
        'abilities', 'approval_status', 'authors', 'book_type', 'buyer_downloads', 'categories', 'cover_image', 'created_at', 'description', 'discount', 'discount_type', 'final_price', 'height', 'id',
        'orientation', 'owner', 'page_count', 'page_dimension', 'pdf_file', 'pdf_page_count', 'price', 'publisher', 'rejection_reason', 'schema_version', 'slug', 'status',
        'title', 'translations', 'updated_at', 'version', 'width', 'withdrawn_at',
      ]);
      const pages = await api.pages(author, data.id);
      expect(pages.json()).toMatchObject({ version: 0, data: [{ name: 'Page 1', elements: [], layout: { gutter: 50, columns: 2 } }] });
    });

    it('should approve the book at once and keep the publisher the admin chose when an admin creates it', async () => {
      const data = await api.make(admin, { publisher_id: publisherId });
      expect(data).toMatchObject({ approval_status: 'approved', publisher: { id: publisherId, name: expect.any(String) }, abilities: { update: true, delete: true, approve: true, read_pages: true, edit_pages: true, comment: true, share: true } });
    });

    it("should file the book under the publisher's own row whatever publisher_id is sent when a publisher creates it", async () => {
      const data = await api.make(publisher, { publisher_id: randomUUID() });
      expect(data).toMatchObject({ approval_status: 'pending', publisher: { id: publisherId } });
    });

    it('should ignore publisher_id when an author or a user creates a book', async () => {
      expect((await api.make(user, { publisher_id: publisherId })).publisher).toBeNull();
    });

    it('should make the slug unique with -2, -3 when titles repeat, and fall back to "ebook" when the title has no latin letters', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i += 1) slugs.push((await api.make(author, { title: 'Same Old Story' })).slug);
      expect(slugs).toEqual(['same-old-story', 'same-old-story-2', 'same-old-story-3']);
      expect((await api.make(author, { title: 'বইয়ের গল্প' })).slug).toMatch(/^ebook(-\d+)?$/);
    });

    it('should store the page size of the dimension and answer it turned by the orientation when a book is created', async () => {
      expect(await api.make(author, { page_dimension: 'A5', orientation: 'landscape' })).toMatchObject({ width: 794, height: 559 });
      expect(await api.make(author, { page_dimension: 'custom', width: 600, height: 900, orientation: 'landscape' })).toMatchObject({ width: 900, height: 600 });
      expect(await api.make(author, { page_dimension: 'A4', width: 100, height: 100 })).toMatchObject({ width: 794, height: 1123 });
    });

    it('should answer 422 with a field message when an author, a category or (for an admin) the publisher does not exist', async () => {
      const body = expectError(await api.create(admin, { author_ids: [randomUUID()], category_ids: [randomUUID()], publisher_id: randomUUID() }), 422);
      expect(body.errors).toEqual({ author_ids: ['Choose one of the options'], category_ids: ['Choose one of the options'], publisher_id: ['Choose one of the options'] });
    });

    it('should answer 422 with the form messages when the title is blank or the custom size is missing', async () => {
      const body = expectError(await api.create(author, { title: ' ', page_dimension: 'custom' }), 422);
      expect(body.errors).toMatchObject({ title: ['Title is required'], width: ['Required'], height: ['Required'] });
    });

    it('should keep each author once, in the order sent, when an author is sent twice', async () => {
      const [a, b] = [await makeAuthor(t, admin, 'Order First'), await makeAuthor(t, admin, 'Order Second')];
      const data = await api.make(author, { author_ids: [b, a, b] });
      expect(data.authors).toEqual([{ id: b, name: 'Order Second' }, { id: a, name: 'Order First' }]);
    });

    it('should fail with status 401 when a visitor creates a book, before the form is checked', async () => {
      expectError(await api.call('POST', '', null, { title: '' }), 401);
    });
  });

  describe('final price', () => {
    it.each([
      [10, 2.5, 'fixed', 7.5],
      [10, 10, 'fixed', 0],
      [19.99, 15, 'percentage', 16.99],
      [10, 33.33, 'percentage', 6.67],
      [0.05, 50, 'percentage', 0.03],
      [100, 100, 'percentage', 0],
    ])('should compute %s with a discount of %s (%s) as %s when the book is saved', async (price, discount, discountType, expected) => {
      const data = await api.make(author, { price, discount, discount_type: discountType, final_price: 999 });
      expect(data).toMatchObject({ price, discount, discount_type: discountType, final_price: expected });
    });

    it("should recompute the final price and ignore the client's when a book is updated", async () => {
      const book = await api.make(author, { price: 20, discount: 5 });
      const res = await api.update(author, book.id, { price: 40, discount: 25, discount_type: 'percentage', final_price: 1 });
      expect(res.json().data.final_price).toBe(30);
    });

    it('should answer 422 when a fixed discount is above the price or a percentage above 100', async () => {
      expect(expectError(await api.create(author, { price: 5, discount: 6, discount_type: 'fixed' }), 422).errors).toHaveProperty('discount');
      expect(expectError(await api.create(author, { price: 5, discount: 101, discount_type: 'percentage' }), 422).errors).toEqual({ discount: ['A percentage cannot be more than 100'] });
    });
  });

  describe('update and delete by ownership', () => {
    it("should fail with status 403 when an author updates or deletes another author's book, and succeed when an admin does", async () => {
      const other = await accountWithRole(t, 'author');
      const book = await api.make(author, { title: 'Not Yours' });
      expectError(await api.update(other.token, book.id, { title: 'Stolen' }), 403, FORBIDDEN);
      expectError(await api.remove(other.token, book.id), 403, FORBIDDEN);
      expectError(await api.read(other.token, book.id), 403);

      const updated = await api.update(admin, book.id, { title: 'Edited By Admin' });
      expect(updated.json()).toMatchObject({ message: 'eBook updated successfully.', data: { title: 'Edited By Admin', slug: 'edited-by-admin', owner: { name: 'Kenji Sato' } } });
      const deleted = await api.remove(admin, book.id);
      expect(deleted.json()).toEqual({ message: 'eBook deleted successfully.' });
      expectError(await api.read(admin, book.id), 404, 'eBook not found.');
    });

    it("should let the owner update and delete their own book, and refuse another user, when users edit books", async () => {
      const other = await accountWithRole(t, 'user');
      const book = await api.make(user);
      expectError(await api.update(other.token, book.id, {}), 403);
      expect((await api.update(user, book.id, { title: 'Renamed By Owner', description: '' })).json().data).toMatchObject({ title: 'Renamed By Owner', description: null });
      expect((await api.remove(user, book.id)).statusCode).toBe(200);
    });

    it('should let a publisher update a book when it is filed under their publisher, even one they did not create', async () => {
      const book = await api.make(admin, { publisher_id: publisherId });
      const res = await api.update(publisher, book.id, { title: 'Edited By Publisher', publisher_id: null });
      expect(res.json().data).toMatchObject({ title: 'Edited By Publisher', publisher: { id: publisherId } });
    });

    it('should move a book to another publisher or none when an admin says so', async () => {
      const book = await api.make(author);
      expect((await api.update(admin, book.id, { publisher_id: publisherId })).json().data.publisher.id).toBe(publisherId);
      expect((await api.update(admin, book.id, {})).json().data.publisher.id).toBe(publisherId);
      expect((await api.update(admin, book.id, { publisher_id: null })).json().data.publisher).toBeNull();
      expect(expectError(await api.update(admin, book.id, { publisher_id: randomUUID() }), 422).errors).toEqual({ publisher_id: ['Choose one of the options'] });
    });

    it('should answer 409 with the current version when the basic info is based on an old version, and keep the newer save', async () => {
      const book = await api.make(author, { title: 'Shared Desk' });
      const first = await api.update(author, book.id, { title: 'Saved First', version: book.version });
      expect(first.json().data).toMatchObject({ title: 'Saved First', version: book.version + 1 });
      const late = await api.update(author, book.id, { title: 'Saved Late', version: book.version });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'This book was changed elsewhere. Reload to get the latest version.', version: book.version + 1 });
      expect((await api.read(author, book.id)).json().data.title).toBe('Saved First');
      // A page save moves the same version: a form opened before it is stale too.
      const pages = (await api.pages(author, book.id)).json();
      await api.savePages(author, book.id, { version: pages.version, pages: [], order: pages.data.map((p: { id: string }) => p.id) });
      expect((await api.update(author, book.id, { title: 'Stale Form', version: book.version + 1 })).statusCode).toBe(409);
      expect(expectError(await api.call('PUT', `/${book.id}`, author, { title: 'No Version' }), 422).errors).toHaveProperty('version');
    });

    it("should answer 403 before looking at the body when someone writes to another's book", async () => {
      const other = await accountWithRole(t, 'author');
      const book = await api.make(author);
      expectError(await api.call('PUT', `/${book.id}`, other.token, { title: '', price: 'free' }), 403, FORBIDDEN);
      expectError(await api.call('PUT', `/${book.id}/pages`, other.token, { version: 'x', pages: 'nonsense' }), 403, FORBIDDEN);
      expectError(await api.call('POST', `/${book.id}/approval`, other.token, { approval_status: 'maybe' }), 403, FORBIDDEN);
      expectError(await api.call('PUT', `/${randomUUID()}/pages`, other.token, {}), 404, 'eBook not found.');
      expectError(await api.call('PUT', '/nope/pages', other.token, {}), 422);
    });

    it('should answer 404 when the book does not exist and 422 when the id is not a uuid', async () => {
      expectError(await api.update(admin, randomUUID(), {}), 404, 'eBook not found.');
      expectError(await api.remove(author, randomUUID()), 404, 'eBook not found.');
      expectError(await api.read(admin, 'nope'), 422);
    });
  });

  describe('list, filters and search', () => {
    let ids: Record<string, string>;
    let marker: string;
    let authorId: string;
    let categoryId: string;
    beforeAll(async () => {
      marker = `zq${randomUUID().slice(0, 6)}`;
      authorId = await makeAuthor(t, admin, `Philomena ${marker} Quist`);
      categoryId = await makeCategory(t, admin, `Genre ${marker}`);
      ids = {
        titled: (await api.make(author, { title: `Title ${marker}`, status: 'published' })).id,
        described: (await api.make(author, { title: 'Plain', description: `About ${marker.toUpperCase()} things` })).id,
        byAuthor: (await api.make(author, { title: 'Anonymous', author_ids: [authorId], category_ids: [categoryId] })).id,
        adminPdf: (await api.make(admin, { title: `Pdf ${marker}`, book_type: 'pdf', status: 'published', publisher_id: publisherId })).id,
      };
    });

    it('should match the title, the description and the names of the authors, ignoring case, when an admin searches', async () => {
      expect(idsOf(await api.list(admin, `&search=${marker}`)).sort()).toEqual(Object.values(ids).sort());
      expect(idsOf(await api.list(admin, `&search=philomena%20${marker}`))).toEqual([ids.byAuthor]);
    });

    it('should answer only the books the role may see when each role runs the same search', async () => {
      expect(idsOf(await api.list(author, `&search=${marker}`)).sort()).toEqual([ids.titled, ids.described, ids.byAuthor].sort());
      expect(idsOf(await api.list(publisher, `&search=${marker}`))).toEqual([ids.adminPdf]);
      expect(idsOf(await api.list(user, `&search=${marker}`))).toEqual([]);
    });

    it.each([
      ['&status=published', ['titled', 'adminPdf']],
      ['&approval_status=approved', ['adminPdf']],
      ['&approval_status=pending', ['titled', 'described', 'byAuthor']],
      ['&book_type=pdf', ['adminPdf']],
      ['&author_id=AUTHOR', ['byAuthor']],
      ['&category_id=CATEGORY', ['byAuthor']],
      ['&publisher_id=PUBLISHER', ['adminPdf']],
    ])('should answer only the matching books when filtering with %s', async (filter, expected) => {
      const query = filter.replace('AUTHOR', authorId).replace('CATEGORY', categoryId).replace('PUBLISHER', publisherId);
      // The other tests' books may match a filter too: only the books of this test are compared.
      const found = idsOf(await api.list(admin, `&search=${marker}${query}`));
      expect(found.sort()).toEqual(expected.map((k) => ids[k]).sort());
    });

    it('should answer the list shape with authors and categories, newest first, when a later page is asked for', async () => {
      const res = await api.call('GET', `?search=${marker}&per_page=2&page=2`, admin);
      expect(res.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
      expect(idsOf(res)).toEqual([ids.described, ids.titled]);
      const withAuthor = (await api.list(admin, `&author_id=${authorId}`)).json().data[0];
      expect(withAuthor).toMatchObject({ authors: [{ id: authorId }], categories: [{ id: categoryId, name: `Genre ${marker}` }] });
    });

    it('should treat the search literally, and answer 422 when a filter value is unknown', async () => {
      expect((await api.list(admin, '&search=%25%25%25')).json().total).toBe(0);
      expectError(await api.list(admin, '&approval_status=maybe'), 422);
    });
  });
});
