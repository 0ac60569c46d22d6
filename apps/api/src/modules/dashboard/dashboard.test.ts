import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser } from '../../../test/helpers.ts';
import { categories, ebookAuthors, ebookCategories, ebooks, publishers } from '../../db/schema.ts';
import { makeAuthor, makeCategory } from '../ebooks/fixtures/books.ts';

const ROLES = ['admin', 'publisher', 'author', 'user'] as const;
type Role = (typeof ROLES)[number];
interface Summary {
  counts: { total: number; published: number; unpublished: number; genres: number };
  recent: { title: string; authors: string[]; categories: string[]; approval_status: string }[];
  pending: { title: string }[];
}

describe('/api/admin/dashboard', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const summary = async (role: Role): Promise<Summary> => (await t.app.inject({ url: '/api/admin/dashboard', headers: t.bearer(tokens[role]) })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    const ids = {} as Record<Role, string>;
    for (const role of ROLES) {
      tokens[role] = await t.login(`${role}@folio.test`);
      ids[role] = (await findUser(t.db, `${role}@folio.test`))!.id;
    }
    // The publisher sign-in sees the books of its publisher too.
    const [publisher] = await t.db.insert(publishers).values({ name: 'Dash Press', email: 'dash-press@example.com', userId: ids.publisher }).returning();
    // One minute apart, newest first as listed, so that the order of the tables is known.
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const book = (title: string, createdBy: string, status: 'draft' | 'published', approvalStatus: 'pending' | 'approved' | 'rejected', minutes: number, publisherId: string | null = null) =>
      ({ title, slug: title.toLowerCase(), createdBy, status, approvalStatus, publisherId, width: 794, height: 1123, createdAt: soon(minutes) });
    const rows = await t.db.insert(ebooks).values([
      book('Dash-F', ids.user, 'draft', 'rejected', 6),
      book('Dash-A', ids.author, 'published', 'approved', 5),
      book('Dash-B', ids.author, 'draft', 'pending', 4),
      book('Dash-C', ids.admin, 'draft', 'pending', 3, publisher!.id),
      book('Dash-D', ids.publisher, 'published', 'approved', 2),
      book('Dash-E', ids.admin, 'published', 'approved', 1),
    ]).returning();
    const a = rows.find((r) => r.title === 'Dash-A')!;
    const [first, second] = [await makeAuthor(t, tokens.admin, 'Zed Writer'), await makeAuthor(t, tokens.admin, 'Ann Writer')];
    await t.db.insert(ebookAuthors).values([{ ebookId: a.id, authorId: first, position: 0 }, { ebookId: a.id, authorId: second, position: 1 }]);
    const [science, poetry, retired] = [await makeCategory(t, tokens.admin, 'Science'), await makeCategory(t, tokens.admin, 'Poetry'), await makeCategory(t, tokens.admin, 'Retired')];
    await t.db.insert(ebookCategories).values([{ ebookId: a.id, categoryId: science }, { ebookId: a.id, categoryId: poetry }]);
    // An inactive category is no genre: the dashboard counts the other two.
    await t.db.update(categories).set({ status: 'inactive' }).where(eq(categories.id, retired));
  });
  afterAll(async () => { await t.close(); });

  const expected: Record<Role, { counts: [total: number, published: number, unpublished: number]; recent: string[]; pending: string[] }> = {
    admin: { counts: [6, 3, 3], recent: ['Dash-F', 'Dash-A', 'Dash-B', 'Dash-C', 'Dash-D'], pending: ['Dash-B', 'Dash-C'] },
    publisher: { counts: [2, 1, 1], recent: ['Dash-C', 'Dash-D'], pending: ['Dash-C'] },
    author: { counts: [2, 1, 1], recent: ['Dash-A', 'Dash-B'], pending: ['Dash-B'] },
    user: { counts: [1, 0, 1], recent: ['Dash-F'], pending: [] },
  };

  it.each(ROLES)('should count and list only the books a %s may see', async (role) => {
    const now = await summary(role);
    const [total, published, unpublished] = expected[role].counts;
    expect(now.counts).toEqual({ total, published, unpublished, genres: 2 });
    const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
    expect(titles(now.recent)).toEqual(expected[role].recent);
    expect(titles(now.pending)).toEqual(expected[role].pending);
    expect(now.recent.length).toBeLessThanOrEqual(5);
    expect(now.pending.length).toBeLessThanOrEqual(5);
  });

  it('should give each row its authors in order and its categories', async () => {
    const row = (await summary('author')).recent.find((r) => r.title === 'Dash-A');
    expect(row).toMatchObject({ authors: ['Zed Writer', 'Ann Writer'], categories: ['Poetry', 'Science'], approval_status: 'approved' });
  });

  it('should answer 401 without a token', async () => {
    expectError(await t.app.inject({ url: '/api/admin/dashboard' }), 401);
  });
});
