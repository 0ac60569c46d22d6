import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { uploadImage } from '../uploads/fixtures/files.ts';
import { ebookApi, idsOf, makeAuthor, makeCategory, type BookData } from './fixtures/books.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';

/** The approval workflow and decision 003 (docs/decisions/003-editing-approved-books.md). */
describe('e-book approval', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  let author: string;
  let publisher: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
    publisher = await t.login('publisher@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const publicIds = async (query = '') => idsOf(await t.app.inject({ url: `/api/public/ebooks?per_page=100${query}` }));
  const approve = (id: string, token = admin) => api.decide(token, id, { approval_status: 'approved' });
  const reject = (id: string, reason?: string, token = admin) => api.decide(token, id, { approval_status: 'rejected', ...(reason !== undefined && { reason }) });
  /** A published book of the author that an admin approved. */
  const approvedBook = async (form: Record<string, unknown> = {}) => {
    const book = await api.make(author, { status: 'published', ...form });
    expect((await approve(book.id)).statusCode).toBe(200);
    return book;
  };
  const stateOf = async (id: string) => (await api.read(admin, id)).json().data as BookData;

  describe('transitions', () => {
    it('should approve a pending book and show it to the public when an admin approves it', async () => {
      const book = await api.make(author, { status: 'published' });
      expect(await publicIds()).not.toContain(book.id);
      const res = await approve(book.id);
      expect(res.json()).toMatchObject({ message: 'eBook approved.', data: { approval_status: 'approved', rejection_reason: null } });
      expect(await publicIds()).toContain(book.id);
    });

    it('should require a reason when an admin rejects, and show the owner the decision and the reason', async () => {
      const book = await api.make(author);
      expect(expectError(await reject(book.id), 422).errors).toEqual({ reason: ['A reason is required to reject a book'] });
      expectError(await reject(book.id, '   '), 422);
      expect((await reject(book.id, 'The cover is blurry.')).json()).toMatchObject({ message: 'eBook rejected.', data: { approval_status: 'rejected' } });
      expect((await api.read(author, book.id)).json().data).toMatchObject({ approval_status: 'rejected', rejection_reason: 'The cover is blurry.' });
    });

    it('should move a rejected book back to pending and clear the reason when its owner resubmits it', async () => {
      const book = await api.make(author);
      await reject(book.id, 'Too short.');
      const res = await api.submit(author, book.id);
      expect(res.json()).toMatchObject({ message: 'eBook submitted for approval.', data: { approval_status: 'pending', rejection_reason: null } });
      expect((await api.submit(author, book.id)).json().data.approval_status).toBe('pending');
    });

    it('should approve a rejected book, and pull an approved one from the catalogue with a reason, when an admin decides', async () => {
      const book = await approvedBook();
      expect((await reject(book.id, 'Rights dispute.')).json().data).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Rights dispute.' });
      expect(await publicIds()).not.toContain(book.id);
      expect((await approve(book.id)).json().data).toMatchObject({ approval_status: 'approved', rejection_reason: null });
    });

    it('should answer 409 when the book is already in the state asked for', async () => {
      const book = await approvedBook();
      expectError(await approve(book.id), 409, 'This eBook is already approved.');
      expectError(await api.submit(author, book.id), 409, 'This eBook is already approved.');
      await reject(book.id, 'No.');
      expectError(await reject(book.id, 'Still no.'), 409, 'This eBook is already rejected.');
    });

    it('should fail with status 403 when anyone but an admin decides, or anyone but the owner submits', async () => {
      const book = await api.make(author);
      expectError(await approve(book.id, author), 403);
      expectError(await reject(book.id, 'Mine is bad', author), 403);
      expectError(await api.submit(admin, book.id), 403);
      expectError(await api.submit(publisher, book.id), 403);
      expect((await stateOf(book.id)).approval_status).toBe('pending');
    });

    it('should let only one decision win when two admins approve at once', async () => {
      const book = await api.make(author);
      const results = await Promise.all([approve(book.id), approve(book.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });

  describe("an owner's edit of an approved book (decision 003)", () => {
    it('should move the book back to pending and out of the public catalogue when its owner changes the basic info', async () => {
      const book = await approvedBook({ title: 'Approved Original' });
      const res = await api.update(author, book.id, { title: 'Approved Original, Revised', status: 'published' });
      expect(res.json().data).toMatchObject({ approval_status: 'pending', title: 'Approved Original, Revised' });
      expect(await publicIds()).not.toContain(book.id);
      expectError(await t.app.inject({ url: `/api/public/ebooks/${book.id}` }), 404);
    });

    it('should move the book back to pending when its owner saves its pages', async () => {
      const book = await approvedBook();
      const { data, version } = (await api.pages(author, book.id)).json();
      expect((await api.savePages(author, book.id, { version, pages: [{ ...data[0], name: 'Changed' }], order: [data[0].id] })).statusCode).toBe(200);
      expect((await stateOf(book.id)).approval_status).toBe('pending');
    });

    it('should keep the book approved when its owner sends the same basic info again or only publishes or unpublishes it', async () => {
      const authorId = await makeAuthor(t, admin, 'Same Info Author');
      const form = { title: 'Unchanged Info', description: 'Same.', author_ids: [authorId], price: 12, discount: 10, discount_type: 'percentage', status: 'draft' };
      const book = await api.make(author, form);
      await approve(book.id);
      expect((await api.update(author, book.id, form)).json().data.approval_status).toBe('approved');
      expect((await api.update(author, book.id, { ...form, status: 'published' })).json().data.approval_status).toBe('approved');
      expect(await publicIds()).toContain(book.id);
      expect((await api.update(author, book.id, { ...form, status: 'draft' })).json().data.approval_status).toBe('approved');
      expect(await publicIds()).not.toContain(book.id);
    });

    it.each([
      ['the price', async () => ({ price: 99 })],
      ['the description', async () => ({ description: 'A new blurb.' })],
      ['the categories', async () => ({ category_ids: [await makeCategory(t, admin, 'Added Genre')] })],
      ['the authors', async () => ({ author_ids: [await makeAuthor(t, admin, 'Added Later')] })],
      ['the cover', async () => ({ cover_image: (await uploadImage(t, author)).url })],
      ['the orientation', async () => ({ orientation: 'landscape' })],
    ])('should move the book back to pending when its owner changes %s', async (_what, change) => {
      const form = { title: 'Field Change', price: 10 };
      const book = await approvedBook(form);
      expect((await api.update(author, book.id, { ...form, status: 'published', ...(await change()) })).json().data.approval_status).toBe('pending');
    });

    it('should move the book back to pending when the publisher that owns it through publisher_id edits it', async () => {
      const { id: publisherId } = await insertPublisher(t, { userId: (await findUser(t.db, 'publisher@folio.test'))!.id });
      const book = await api.make(admin, { publisher_id: publisherId, status: 'published' });
      expect(book.approval_status).toBe('approved');
      expect((await api.update(publisher, book.id, { title: 'Publisher Revision', status: 'published' })).json().data.approval_status).toBe('pending');
    });

    it('should keep the book approved when an admin edits its basic info or pages', async () => {
      const book = await approvedBook();
      expect((await api.update(admin, book.id, { title: 'Admin Touch-up', status: 'published' })).json().data.approval_status).toBe('approved');
      const { data, version } = (await api.pages(admin, book.id)).json();
      await api.savePages(admin, book.id, { version, pages: [{ ...data[0], name: 'Admin page' }], order: [data[0].id] });
      expect((await stateOf(book.id)).approval_status).toBe('approved');
      expect(await publicIds()).toContain(book.id);
    });

    it('should keep a rejected book rejected, with its reason, and a pending book pending when its owner edits it', async () => {
      const book = await api.make(author);
      await reject(book.id, 'Needs work.');
      expect((await api.update(author, book.id, { title: 'Worked On' })).json().data).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Needs work.' });
      const pending = await api.make(author);
      expect((await api.update(author, pending.id, { title: 'Still Waiting' })).json().data.approval_status).toBe('pending');
    });
  });

  describe('public catalogue', () => {
    it('should hide drafts, pending and rejected books and show approved published ones by id or slug when a visitor looks', async () => {
      const marker = `pubcat${Date.now()}`;
      const live = await approvedBook({ title: `Live ${marker}`, description: 'Visible.', price: 8, discount: 2 });
      const draft = await api.make(admin, { title: `Draft ${marker}` });
      const pending = await api.make(author, { title: `Pending ${marker}`, status: 'published' });
      const rejected = await api.make(author, { title: `Rejected ${marker}`, status: 'published' });
      await reject(rejected.id, 'No.');
      expect(draft.approval_status).toBe('approved');

      expect(await publicIds(`&search=${marker}`)).toEqual([live.id]);
      for (const hidden of [draft, pending, rejected]) {
        expectError(await t.app.inject({ url: `/api/public/ebooks/${hidden.id}` }), 404, 'eBook not found.');
        expectError(await t.app.inject({ url: `/api/public/ebooks/${hidden.slug}` }), 404);
      }
      const byId = (await t.app.inject({ url: `/api/public/ebooks/${live.id}` })).json().data;
      const bySlug = (await t.app.inject({ url: `/api/public/ebooks/${live.slug}` })).json().data;
      expect(bySlug).toEqual(byId);
      expect(byId).toMatchObject({ id: live.id, title: `Live ${marker}`, final_price: 6 });
      for (const secret of ['pdf_file', 'approval_status', 'rejection_reason', 'owner', 'abilities', 'version']) expect(byId).not.toHaveProperty(secret);
    });

    it('should find a public book by its author when a visitor searches by name or filters by author', async () => {
      const authorId = await makeAuthor(t, admin, 'Publicly Searchable Writer');
      const book = await approvedBook({ author_ids: [authorId] });
      expect(await publicIds('&search=searchable%20writer')).toEqual([book.id]);
      expect(await publicIds(`&author_id=${authorId}`)).toEqual([book.id]);
    });
  });
});
