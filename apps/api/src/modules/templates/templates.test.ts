import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BookPage } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser } from '../../../test/helpers.ts';
import { ebooks, publishers, templates } from '../../db/schema.ts';
import { emptyPage, insertPages, readPages } from '../../lib/page-store.ts';

const ROLES = ['admin', 'publisher', 'author', 'user'] as const;
type Role = (typeof ROLES)[number];

/** Page content without the ids, to compare a copy with its source. */
const withoutIds = (pages: BookPage[]) => pages.map(({ id: _id, elements, ...rest }) => ({ ...rest, elements: elements.map(({ id: _eid, ...e }) => e) }));

describe('/api/admin/templates', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const userIds = {} as Record<Role, string>;
  /** A seeded template (owned by the demo admin). */
  let seeded: { id: string; name: string; page_count: number };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) {
      tokens[role] = await t.login(`${role}@folio.test`);
      userIds[role] = (await findUser(t.db, `${role}@folio.test`))!.id;
    }
    const list = await t.app.inject({ url: '/api/admin/templates?search=Ocean', headers: t.bearer(tokens.admin) });
    seeded = list.json().data[0];
  });
  afterAll(async () => { await t.close(); });

  /** A template owned by the given role's demo account, with one page. */
  async function ownedBy(role: Role, name = `${role} template ${Math.random()}`) {
    const [row] = await t.db.insert(templates).values({ name, pageDimension: 'A5', width: 559, height: 794, orientation: 'landscape', ownerId: userIds[role] }).returning();
    await insertPages(t.db, 'template', row!.id, [emptyPage(1)]);
    return row!.id;
  }

  it.each(ROLES)('should list the seeded templates with paging and search when a %s asks', async (role) => {
    const page2 = await t.app.inject({ url: '/api/admin/templates?per_page=10&page=2', headers: t.bearer(tokens[role]) });
    expect(page2.statusCode).toBe(200);
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
    expect(page2.json().total).toBeGreaterThanOrEqual(12);

    const decks = await t.app.inject({ url: '/api/admin/templates?search=flashcards', headers: t.bearer(tokens[role]) });
    expect(decks.json().data.map((d: { name: string }) => d.name).sort()).toEqual(['Flashcards: Shapes and Colours', 'Flashcards: Spanish Greetings', 'Flashcards: Times Tables: Sevens']);
    const deck = decks.json().data[0];
    expect(deck).toMatchObject({ page_dimension: 'A5', orientation: 'landscape', width: 794, height: 559, page_count: 2, owner: { name: 'Amina Rahman' } });
    expect(deck.thumbnail).toMatch(/^\/uploads\/image\//);
    expect(deck.abilities).toEqual({ update: role === 'admin', delete: role === 'admin' });
  });

  it('should answer 401 without a token, 404 for an unknown template and 422 for a malformed id', async () => {
    expectError(await t.app.inject({ url: '/api/admin/templates' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/templates/${seeded.id}/use`, payload: { title: 'x' } }), 401);
    expectError(await t.app.inject({ url: '/api/admin/templates/00000000-0000-4000-8000-000000000000', headers: t.bearer(tokens.user) }), 404, 'Template not found.');
    expectError(await t.app.inject({ url: '/api/admin/templates/nope', headers: t.bearer(tokens.user) }), 422);
  });

  it.each(ROLES)('should let a %s read any template and its pages', async (role) => {
    const read = await t.app.inject({ url: `/api/admin/templates/${seeded.id}`, headers: t.bearer(tokens[role]) });
    expect(read.json().data).toMatchObject({ id: seeded.id, name: 'Picture book: Ocean Friends', width: 1123, height: 794 });
    const pages = await t.app.inject({ url: `/api/admin/templates/${seeded.id}/pages`, headers: t.bearer(tokens[role]) });
    expect(pages.json().data).toHaveLength(seeded.page_count);
    expect(pages.json().data[0].elements.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['heading', 'image', 'text', 'shape']));
  });

  // Who may change whose template: the owner and admins, nobody else.
  const grid: [owner: Role, actor: Role, allowed: boolean][] = [
    ['author', 'author', true],
    ['author', 'admin', true],
    ['author', 'publisher', false],
    ['author', 'user', false],
    ['user', 'user', true],
    ['user', 'author', false],
    ['publisher', 'publisher', true],
    ['admin', 'publisher', false],
    ['admin', 'user', false],
  ];

  it.each(grid)("should update and delete a %s's template as %s only when allowed (%s)", async (owner, actor, allowed) => {
    const id = await ownedBy(owner);
    const update = await t.app.inject({ method: 'PUT', url: `/api/admin/templates/${id}`, headers: t.bearer(tokens[actor]), payload: { name: 'Renamed', description: 'New words', thumbnail: null } });
    const remove = () => t.app.inject({ method: 'DELETE', url: `/api/admin/templates/${id}`, headers: t.bearer(tokens[actor]) });
    if (!allowed) {
      expectError(update, 403);
      expectError(await remove(), 403);
      const read = await t.app.inject({ url: `/api/admin/templates/${id}`, headers: t.bearer(tokens[actor]) });
      expect(read.json().data).toMatchObject({ abilities: { update: false, delete: false } });
      return;
    }
    expect(update.json()).toMatchObject({ message: 'Template updated successfully.', data: { name: 'Renamed', description: 'New words', abilities: { update: true, delete: true } } });
    expect((await remove()).json()).toEqual({ message: 'Template deleted successfully.' });
    expectError(await t.app.inject({ url: `/api/admin/templates/${id}`, headers: t.bearer(tokens[actor]) }), 404);
    expect(await readPages(t.db, 'template', id)).toEqual([]);
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

    expectError(await save(1, [], [first.id], tokens.author), 403);
  });

  it('should start a pending book for a user from a template, with copied pages of new ids and the same content', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${seeded.id}/use`, headers: t.bearer(tokens.user), payload: { title: 'My Ocean Story' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'eBook created from the template.', data: { title: 'My Ocean Story' } });
    const bookId = res.json().data.id as string;

    const [book] = await t.db.select().from(ebooks).where(eq(ebooks.id, bookId));
    expect(book).toMatchObject({
      slug: 'my-ocean-story', status: 'draft', bookType: 'ebook', approvalStatus: 'pending', createdBy: userIds.user, publisherId: null,
      pageDimension: 'A4', orientation: 'landscape', width: 794, height: 1123, finalPrice: 0, pageCount: seeded.page_count,
    });

    const source = await readPages(t.db, 'template', seeded.id);
    const copy = await readPages(t.db, 'ebook', bookId);
    expect(withoutIds(copy)).toEqual(withoutIds(source));
    const sourceIds = new Set(source.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)]));
    const copyIds = copy.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)]);
    expect(copyIds.filter((id) => sourceIds.has(id))).toEqual([]);
    expect(new Set(copyIds).size).toBe(copyIds.length);
  });

  it("should approve an admin's book at once, give a publisher's book their publisher and keep slugs unique", async () => {
    const use = (role: Role) => t.app.inject({ method: 'POST', url: `/api/admin/templates/${seeded.id}/use`, headers: t.bearer(tokens[role]), payload: { title: 'Same Title' } });
    const byAdmin = (await use('admin')).json().data.id as string;
    const byPublisher = (await use('publisher')).json().data.id as string;
    const [a] = await t.db.select().from(ebooks).where(eq(ebooks.id, byAdmin));
    const [p] = await t.db.select().from(ebooks).where(eq(ebooks.id, byPublisher));
    const [publisher] = await t.db.select().from(publishers).where(eq(publishers.userId, userIds.publisher));
    expect(a).toMatchObject({ approvalStatus: 'approved', slug: 'same-title', createdBy: userIds.admin });
    expect(p).toMatchObject({ approvalStatus: 'pending', slug: 'same-title-2', publisherId: publisher!.id });
  });

  it('should give a book one empty page when its template has none, and refuse a blank title', async () => {
    const [empty] = await t.db.insert(templates).values({ name: 'Blank', width: 794, height: 1123, ownerId: userIds.author }).returning();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${empty!.id}/use`, headers: t.bearer(tokens.author), payload: { title: 'নতুন বই' } });
    expect(res.statusCode).toBe(201);
    const pages = await readPages(t.db, 'ebook', res.json().data.id);
    expect(pages.map((p) => p.name)).toEqual(['Page 1']);
    const [book] = await t.db.select().from(ebooks).where(eq(ebooks.id, res.json().data.id));
    // A title with no Latin letters gets the e-books' fallback slug (see ebooks/write.ts).
    expect(book!.slug).toMatch(/^ebook(-\d+)?$/);

    const blank = expectError(await t.app.inject({ method: 'POST', url: `/api/admin/templates/${empty!.id}/use`, headers: t.bearer(tokens.author), payload: { title: '' } }), 422);
    expect(blank.errors).toEqual({ title: ['Title is required'] });
  });
});
