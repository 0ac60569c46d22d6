import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BookPage } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser } from '../../../test/helpers.ts';
import { ebooks, publishers, templates } from '../../db/schema.ts';
import { emptyPage } from '../pages/format.ts';
import { readPages } from '../pages/store.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';
import { designedPage, insertTemplate } from './fixtures/templates.ts';

const ROLES = ['admin', 'publisher', 'author', 'user'] as const;
type Role = (typeof ROLES)[number];

/** Page content without the ids, to compare a copy with its source. */
const withoutIds = (pages: BookPage[]) => pages.map(({ id: _id, elements, ...rest }) => ({ ...rest, elements: elements.map(({ id: _eid, ...e }) => e) }));

describe('/api/admin/templates', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const userIds = {} as Record<Role, string>;
  /** A designed template of the admin's, shared with everyone. */
  let pictureBook: Awaited<ReturnType<typeof insertTemplate>>;
  let books: ReturnType<typeof ebookApi>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) {
      tokens[role] = await t.login(`${role}@folio.test`);
      userIds[role] = (await findUser(t.db, `${role}@folio.test`))!.id;
    }
    // What every role finds shared before any test adds its own: twelve of the admin's templates (two pages of a
    // ten-row list), among them a picture book and three flashcard decks, as in the demo.
    const sharedByAdmin = { ownerId: userIds.admin, shared: true };
    pictureBook = await insertTemplate(t, { ...sharedByAdmin, name: 'Picture book: Ocean Friends', orientation: 'landscape', pages: [designedPage(1), designedPage(2), designedPage(3)] });
    const deck = { pageDimension: 'A5', orientation: 'landscape', thumbnail: '/uploads/image/test/deck.webp' } as const;
    for (const title of ['Shapes and Colours', 'Spanish Greetings', 'Times Tables: Sevens']) {
      await insertTemplate(t, { ...sharedByAdmin, ...deck, name: `Flashcards: ${title}`, pages: [emptyPage(1), emptyPage(2)] });
    }
    for (let i = 0; i < 8; i += 1) await insertTemplate(t, sharedByAdmin);
    // The publisher@folio.test account's publisher, which a book it starts from a template is filed under.
    await insertPublisher(t, { userId: userIds.publisher });
    books = ebookApi(t);
  });
  afterAll(async () => { await t.close(); });

  /** A template owned by the given role's demo account, with one page; private unless `shared`. */
  async function ownedBy(role: Role, { shared = false, name = `${role} template ${Math.random()}` } = {}) {
    return (await insertTemplate(t, { name, pageDimension: 'A5', orientation: 'landscape', ownerId: userIds[role], shared })).id;
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: Role, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/templates${url}`, headers: t.bearer(tokens[role]), ...(payload && { payload }) });
  const share = (id: string, role: Role, shared = true) => call('POST', `/${id}/share`, role, { shared });
  const isShared = async (id: string) => (await t.db.select({ shared: templates.shared }).from(templates).where(eq(templates.id, id)))[0]!.shared;

  /** Saves a book of `role` (made with the given basic info) as a template through the API: answers both ids. */
  async function templateOfBook(role: Role, form: Record<string, unknown> = {}) {
    const book = await books.make(tokens[role], form);
    const res = await books.call('POST', `/${book.id}/template`, tokens[role], {});
    expect(res.statusCode, res.body).toBe(201);
    return { bookId: book.id, templateId: res.json().data.id as string };
  }

  it.each(ROLES)('should list the shared templates with paging and search when a %s asks', async (role) => {
    const page2 = await t.app.inject({ url: '/api/admin/templates?per_page=10&page=2', headers: t.bearer(tokens[role]) });
    expect(page2.statusCode).toBe(200);
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
    expect(page2.json().total).toBeGreaterThanOrEqual(12);

    const decks = await t.app.inject({ url: '/api/admin/templates?search=flashcards', headers: t.bearer(tokens[role]) });
    expect(decks.json().data.map((d: { name: string }) => d.name).sort()).toEqual(['Flashcards: Shapes and Colours', 'Flashcards: Spanish Greetings', 'Flashcards: Times Tables: Sevens']);
    const deck = decks.json().data[0];
    expect(deck).toMatchObject({ page_dimension: 'A5', orientation: 'landscape', width: 794, height: 559, page_count: 2, owner: { name: 'Amina Rahman' } });
    expect(deck.thumbnail).toMatch(/^\/uploads\/image\//);
    expect(deck.shared).toBe(true);
    expect(deck.abilities).toEqual({ update: role === 'admin', delete: role === 'admin', share: role === 'admin' });
  });

  it('should answer 401 without a token, 404 for an unknown template and 422 for a malformed id', async () => {
    expectError(await t.app.inject({ url: '/api/admin/templates' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/templates/${pictureBook.id}/use`, payload: { title: 'x' } }), 401);
    expectError(await t.app.inject({ url: '/api/admin/templates/00000000-0000-4000-8000-000000000000', headers: t.bearer(tokens.user) }), 404, 'Template not found.');
    expectError(await t.app.inject({ url: '/api/admin/templates/nope', headers: t.bearer(tokens.user) }), 422);
  });

  it.each(ROLES)('should let a %s read a shared template and its pages', async (role) => {
    const read = await t.app.inject({ url: `/api/admin/templates/${pictureBook.id}`, headers: t.bearer(tokens[role]) });
    expect(read.json().data).toMatchObject({ id: pictureBook.id, name: 'Picture book: Ocean Friends', width: 1123, height: 794 });
    const pages = await t.app.inject({ url: `/api/admin/templates/${pictureBook.id}/pages`, headers: t.bearer(tokens[role]) });
    expect(pages.json().data).toHaveLength(pictureBook.pageCount);
    expect(pages.json().data[0].elements.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['heading', 'image', 'text', 'shape']));
  });

  // Who sees which template: non-admins their own and the shared ones, admins all of them.
  const OTHER: Record<Role, Role> = { admin: 'user', publisher: 'user', author: 'user', user: 'author' };
  const KINDS = ['own private', "someone else's private", "someone else's shared"] as const;
  const visibility = ROLES.flatMap((role) => KINDS.map((kind) => [role, kind, role === 'admin' || kind !== "someone else's private"] as const));

  it.each(visibility)('should let a %s list, read, preview and use a template (%s) only when they may see it: %s', async (role, kind, sees) => {
    const name = `Visibility ${Math.random()}`;
    const id = await ownedBy(kind === 'own private' ? role : OTHER[role], { shared: kind === "someone else's shared", name });

    const list = await call('GET', `?search=${encodeURIComponent(name)}`, role);
    expect(list.json().total).toBe(sees ? 1 : 0);
    const read = await call('GET', `/${id}`, role);
    const pages = await call('GET', `/${id}/pages`, role);
    const use = await call('POST', `/${id}/use`, role, { title: 'A copy' });
    if (!sees) {
      // 404, not 403: a template the user may not see does not exist for them.
      for (const res of [read, pages, use]) expectError(res, 404, 'Template not found.');
      return;
    }
    expect(read.json().data).toMatchObject({ id, name, shared: kind === "someone else's shared" });
    expect(pages.json().data).toHaveLength(1);
    expect(use.statusCode).toBe(201);
  });

  it('should list only their own templates with scope=mine and only the shared ones with scope=shared when a user asks', async () => {
    const name = `Scoped ${Math.random()}`;
    const own = await ownedBy('publisher', { name: `${name} own` });
    const shared = await ownedBy('author', { name: `${name} shared`, shared: true });
    await ownedBy('author', { name: `${name} hidden` });
    const ids = async (scope: string) => (await call('GET', `?search=${encodeURIComponent(name)}&scope=${scope}`, 'publisher')).json().data.map((d: { id: string }) => d.id);
    expect((await ids('all')).sort()).toEqual([own, shared].sort());
    expect(await ids('mine')).toEqual([own]);
    expect(await ids('shared')).toEqual([shared]);
    expectError(await call('GET', '?scope=everyone', 'publisher'), 422);
  });

  // Who may change whose template: the owner and admins. A template the actor cannot see answers 404.
  const grid: [owner: Role, actor: Role, shared: boolean, outcome: 'allowed' | 403 | 404][] = [
    ['author', 'author', false, 'allowed'],
    ['author', 'admin', false, 'allowed'],
    ['author', 'publisher', false, 404],
    ['author', 'user', false, 404],
    ['author', 'user', true, 403],
    ['user', 'user', false, 'allowed'],
    ['user', 'author', false, 404],
    ['publisher', 'publisher', false, 'allowed'],
    ['admin', 'publisher', true, 403],
    ['admin', 'user', true, 403],
  ];

  it.each(grid)("should update and delete a %s's template as %s (shared: %s) only when allowed (%s)", async (owner, actor, shared, outcome) => {
    const id = await ownedBy(owner, { shared });
    const update = await call('PUT', `/${id}`, actor, { name: 'Renamed', description: 'New words', thumbnail: null });
    const remove = () => call('DELETE', `/${id}`, actor);
    if (outcome !== 'allowed') {
      expectError(update, outcome);
      expectError(await remove(), outcome);
      if (outcome === 403) expect((await call('GET', `/${id}`, actor)).json().data).toMatchObject({ abilities: { update: false, delete: false } });
      return;
    }
    expect(update.json()).toMatchObject({ message: 'Template updated successfully.', data: { name: 'Renamed', description: 'New words', abilities: { update: true, delete: true } } });
    expect((await remove()).json()).toEqual({ message: 'Template deleted successfully.' });
    expectError(await call('GET', `/${id}`, actor), 404);
    expect(await readPages(t.db, 'template', id)).toEqual([]);
  });

  describe('sharing', () => {
    it("should share a user's template with everyone and make it private again when an admin asks", async () => {
      const name = `To share ${Math.random()}`;
      const id = await ownedBy('user', { name });
      const shared = await share(id, 'admin');
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json()).toMatchObject({ message: 'Template shared with everyone.', data: { id, shared: true, abilities: { share: true } } });
      expect((await call('GET', `?search=${encodeURIComponent(name)}`, 'author')).json().total).toBe(1);

      const unshared = await share(id, 'admin', false);
      expect(unshared.json()).toMatchObject({ message: 'Template is now private to its owner.', data: { shared: false } });
      expectError(await call('GET', `/${id}`, 'author'), 404);
      expect((await call('GET', `/${id}`, 'user')).json().data).toMatchObject({ shared: false, abilities: { update: true, share: false } });
    });

    it('should refuse to share with 403 when a non-admin sees the template, and with 404 when they do not', async () => {
      const own = await ownedBy('user');
      expectError(await share(own, 'user'), 403, 'Only an admin may share a template with everyone.');
      expectError(await share(own, 'author'), 404, 'Template not found.');
      const shared = await ownedBy('admin', { shared: true });
      for (const role of ['publisher', 'author', 'user'] as const) expectError(await share(shared, role, false), 403);
      expect(await isShared(own)).toBe(false);
      expect(await isShared(shared)).toBe(true);
    });

    it('should answer 422 when the body has no boolean `shared`', async () => {
      const id = await ownedBy('user');
      expectError(await call('POST', `/${id}/share`, 'admin', { shared: 'yes' }), 422);
      expectError(await call('POST', `/${id}/share`, 'admin', {}), 422);
    });

    it('should share a template when the book it was saved from is free and approved', async () => {
      const { templateId } = await templateOfBook('admin', { price: 0 });
      expect((await share(templateId, 'admin')).json().data.shared).toBe(true);
    });

    it('should refuse to share with 422 when the book it was saved from is paid, even approved', async () => {
      // An admin's book is approved when created; its final price is 10.
      const { templateId } = await templateOfBook('admin', { price: 10 });
      expectError(await share(templateId, 'admin'), 422, /saved from a paid book/);
      expect(await isShared(templateId)).toBe(false);
    });

    it('should refuse to share with 422 when the book it was saved from is pending or rejected', async () => {
      const pending = await templateOfBook('author', { price: 0 });
      expectError(await share(pending.templateId, 'admin'), 422, 'This template cannot be shared: the book it was saved from is pending, not approved.');

      const rejected = await templateOfBook('author', { price: 0 });
      expect((await books.decide(tokens.admin, rejected.bookId, { approval_status: 'rejected', reason: 'Copied from another publisher.' })).statusCode).toBe(200);
      expectError(await share(rejected.templateId, 'admin'), 422, 'This template cannot be shared: the book it was saved from is rejected, not approved.');

      for (const id of [pending.templateId, rejected.templateId]) expect(await isShared(id)).toBe(false);
    });

    it('should refuse to share with 422 when the book it was saved from no longer exists', async () => {
      const { bookId, templateId } = await templateOfBook('admin', { price: 0 });
      expect((await books.remove(tokens.admin, bookId)).statusCode).toBe(200);
      expectError(await share(templateId, 'admin'), 422, /the book it was saved from no longer exists/);
      expect(await isShared(templateId)).toBe(false);
    });

    it('should make a shared template private again, and say so, when its owner changes its details or pages', async () => {
      const id = await ownedBy('author', { shared: true });
      const update = await call('PUT', `/${id}`, 'author', { name: 'Quietly changed' });
      expect(update.json()).toMatchObject({
        message: 'Template updated. It is private again: only you see it until an admin shares it with everyone again.',
        data: { shared: false },
      });
      expectError(await call('GET', `/${id}`, 'user'), 404);

      await share(id, 'admin');
      const { data: [first], version } = (await call('GET', `/${id}/pages`, 'author')).json();
      const saved = await call('PUT', `/${id}/pages`, 'author', { version, pages: [{ ...first, name: 'Pasted' }], order: [first.id] });
      expect(saved.json()).toEqual({ version: version + 1, message: 'Pages saved. It is private again: only you see it until an admin shares it with everyone again.' });
      expect(await isShared(id)).toBe(false);
      expectError(await call('GET', `/${id}/pages`, 'user'), 404);
    });

    it('should make a shared template private again when the book it was saved from turns paid, pending, rejected or is deleted', async () => {
      /** A free book of `role`'s, approved, saved as a template that an admin shared. */
      const sharedFrom = async (role: Role) => {
        const made = await templateOfBook(role, { price: 0 });
        if (role !== 'admin') expect((await books.decide(tokens.admin, made.bookId, { approval_status: 'approved' })).statusCode).toBe(200);
        expect((await share(made.templateId, 'admin')).json().data.shared).toBe(true);
        return made;
      };
      const madePaid = await sharedFrom('admin');
      expect((await books.update(tokens.admin, madePaid.bookId, { price: 5 })).statusCode).toBe(200);
      const pulled = await sharedFrom('author');
      expect((await books.decide(tokens.admin, pulled.bookId, { approval_status: 'rejected', reason: 'Pulled from the catalogue.' })).statusCode).toBe(200);
      // Decision 003: the owner's change sends an approved book back to pending, by its basic info or its pages.
      const retitled = await sharedFrom('author');
      expect((await books.update(tokens.author, retitled.bookId, { price: 0, title: 'A new title' })).statusCode).toBe(200);
      const redrawn = await sharedFrom('author');
      const { data: [first], version } = (await books.pages(tokens.author, redrawn.bookId)).json();
      expect((await books.savePages(tokens.author, redrawn.bookId, { version, pages: [{ ...first, name: 'Redrawn' }], order: [first.id] })).statusCode).toBe(200);
      const deleted = await sharedFrom('admin');
      expect((await books.remove(tokens.admin, deleted.bookId)).statusCode).toBe(200);

      for (const { templateId } of [madePaid, pulled, retitled, redrawn, deleted]) expect(await isShared(templateId)).toBe(false);
      expectError(await call('GET', `/${madePaid.templateId}/pages`, 'user'), 404);

      // A change that leaves the book free and approved leaves its template shared.
      const kept = await sharedFrom('admin');
      expect((await books.update(tokens.admin, kept.bookId, { price: 0, title: 'Still free' })).statusCode).toBe(200);
      expect(await isShared(kept.templateId)).toBe(true);
    });

    it('should keep a template shared when an admin changes it', async () => {
      const id = await ownedBy('author', { shared: true });
      expect((await call('PUT', `/${id}`, 'admin', { name: 'Tidied by an admin' })).json()).toMatchObject({ message: 'Template updated successfully.', data: { shared: true } });
      const { data: [first], version } = (await call('GET', `/${id}/pages`, 'admin')).json();
      expect((await call('PUT', `/${id}/pages`, 'admin', { version, pages: [first], order: [first.id] })).json()).toEqual({ version: version + 1 });
      expect(await isShared(id)).toBe(true);
    });
  });

  describe('saving a book as a template', () => {
    it('should make a private template that records its book, and say who will see it, when an author saves a book', async () => {
      const book = await books.make(tokens.author, { price: 8.99 });
      const res = await books.call('POST', `/${book.id}/template`, tokens.author, {});
      expect(res.json()).toMatchObject({ message: 'Template saved. Only you will see this template. An admin can share it with everyone.' });
      const id = res.json().data.id as string;
      const [row] = await t.db.select().from(templates).where(eq(templates.id, id));
      expect(row).toMatchObject({ ownerId: userIds.author, shared: false, sourceEbookId: book.id });

      for (const role of ['publisher', 'user'] as const) {
        expectError(await call('GET', `/${id}/pages`, role), 404);
        expectError(await call('POST', `/${id}/use`, role, { title: 'Free copy' }), 404);
      }
      expect((await call('GET', `/${id}`, 'author')).json().data).toMatchObject({ shared: false, abilities: { update: true, delete: true, share: false } });
    });

    it('should say the template stays private until they share it when an admin saves a book', async () => {
      const book = await books.make(tokens.admin);
      const res = await books.call('POST', `/${book.id}/template`, tokens.admin, {});
      expect(res.json().message).toBe('Template saved. Only you will see it until you share it with everyone.');
      expect(await isShared(res.json().data.id)).toBe(false);
    });
  });

  it("should answer 404 or 403 before looking at the body when someone writes to another's template", async () => {
    const hidden = await ownedBy('author');
    const shared = await ownedBy('author', { shared: true });
    const write = (method: 'PUT' | 'POST', url: string) => t.app.inject({ method, url, headers: t.bearer(tokens.user), payload: { version: 'x', pages: 'nonsense', name: '', shared: 'maybe', title: '' } });
    for (const url of [`/api/admin/templates/${hidden}`, `/api/admin/templates/${hidden}/pages`]) expectError(await write('PUT', url), 404, 'Template not found.');
    for (const url of [`/api/admin/templates/${hidden}/share`, `/api/admin/templates/${hidden}/use`]) expectError(await write('POST', url), 404, 'Template not found.');
    for (const url of [`/api/admin/templates/${shared}`, `/api/admin/templates/${shared}/pages`]) expectError(await write('PUT', url), 403);
    expectError(await write('POST', `/api/admin/templates/${shared}/share`), 403);
    // A template they may use: now the body is looked at.
    expectError(await write('POST', `/api/admin/templates/${shared}/use`), 422);
  });

  it('should answer 422 with the field message when the name is blank', async () => {
    const id = await ownedBy('author');
    const body = expectError(await t.app.inject({ method: 'PUT', url: `/api/admin/templates/${id}`, headers: t.bearer(tokens.author), payload: { name: ' ' } }), 422);
    expect(body.errors).toEqual({ name: ['Name is required'] });
  });

  it('should save pages against the version and refuse a stale one with 409 and the current version', async () => {
    const id = await ownedBy('user');
    const before = (await t.app.inject({ url: `/api/admin/templates/${id}/pages`, headers: t.bearer(tokens.user) })).json();
    expect(before.version).toBe(0);
    const first = before.data[0] as BookPage;
    const second = emptyPage(2);
    const save = (version: number, pages: BookPage[], order: string[], token = tokens.user) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/templates/${id}/pages`, headers: t.bearer(token), payload: { version, pages, order } });

    const saved = await save(0, [{ ...first, name: 'Cover' }, second], [second.id, first.id]);
    expect(saved.json()).toEqual({ version: 1 });
    const stale = await save(0, [{ ...first, name: 'Lost edit' }], [first.id]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'This book was changed elsewhere. Reload to get the latest version.', version: 1 });

    const after = (await t.app.inject({ url: `/api/admin/templates/${id}/pages`, headers: t.bearer(tokens.user) })).json();
    expect(after.version).toBe(1);
    expect(after.data.map((p: BookPage) => p.name)).toEqual(['Page 2', 'Cover']);
    expect((await t.app.inject({ url: `/api/admin/templates/${id}`, headers: t.bearer(tokens.user) })).json().data.page_count).toBe(2);

    // The author cannot see the user's private template at all.
    expectError(await save(1, [], [first.id], tokens.author), 404);
  });

  it('should start a pending book for a user from a template, with copied pages of new ids and the same content', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${pictureBook.id}/use`, headers: t.bearer(tokens.user), payload: { title: 'My Ocean Story' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'eBook created from the template.', data: { title: 'My Ocean Story' } });
    const bookId = res.json().data.id as string;

    const [book] = await t.db.select().from(ebooks).where(eq(ebooks.id, bookId));
    expect(book).toMatchObject({
      slug: 'my-ocean-story', status: 'draft', bookType: 'ebook', approvalStatus: 'pending', createdBy: userIds.user, publisherId: null,
      pageDimension: 'A4', orientation: 'landscape', width: 794, height: 1123, finalPrice: 0, pageCount: pictureBook.pageCount,
    });

    const source = await readPages(t.db, 'template', pictureBook.id);
    const copy = await readPages(t.db, 'ebook', bookId);
    expect(withoutIds(copy)).toEqual(withoutIds(source));
    const sourceIds = new Set(source.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)]));
    const copyIds = copy.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)]);
    expect(copyIds.filter((id) => sourceIds.has(id))).toEqual([]);
    expect(new Set(copyIds).size).toBe(copyIds.length);
  });

  it("should approve an admin's book at once, give a publisher's book their publisher and keep slugs unique", async () => {
    const use = (role: Role) => t.app.inject({ method: 'POST', url: `/api/admin/templates/${pictureBook.id}/use`, headers: t.bearer(tokens[role]), payload: { title: 'Same Title' } });
    const byAdmin = (await use('admin')).json().data.id as string;
    const byPublisher = (await use('publisher')).json().data.id as string;
    const [a] = await t.db.select().from(ebooks).where(eq(ebooks.id, byAdmin));
    const [p] = await t.db.select().from(ebooks).where(eq(ebooks.id, byPublisher));
    const [publisher] = await t.db.select().from(publishers).where(eq(publishers.userId, userIds.publisher));
    expect(a).toMatchObject({ approvalStatus: 'approved', slug: 'same-title', createdBy: userIds.admin });
    expect(p).toMatchObject({ approvalStatus: 'pending', slug: 'same-title-2', publisherId: publisher!.id });
  });

  it('should give a book one empty page when its template has none, and refuse a blank title', async () => {
    const empty = await insertTemplate(t, { name: 'Blank', ownerId: userIds.author, pages: [] });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${empty.id}/use`, headers: t.bearer(tokens.author), payload: { title: 'নতুন বই' } });
    expect(res.statusCode).toBe(201);
    const pages = await readPages(t.db, 'ebook', res.json().data.id);
    expect(pages.map((p) => p.name)).toEqual(['Page 1']);
    const [book] = await t.db.select().from(ebooks).where(eq(ebooks.id, res.json().data.id));
    // A title with no Latin letters gets the e-books' fallback slug (see ebooks/write.ts).
    expect(book!.slug).toMatch(/^ebook(-\d+)?$/);

    const blank = expectError(await t.app.inject({ method: 'POST', url: `/api/admin/templates/${empty.id}/use`, headers: t.bearer(tokens.author), payload: { title: '' } }), 422);
    expect(blank.errors).toEqual({ title: ['Title is required'] });
  });
});
