import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser } from '../../../test/helpers.ts';
import { authors, categories, ebookAuthors, ebookCategories, ebooks, publishers } from '../../db/schema.ts';
import { DEMO_CATEGORIES } from '../../db/seed/categories.ts';

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
  const before = {} as Record<Role, Summary>;
  const summary = async (role: Role): Promise<Summary> => (await t.app.inject({ url: '/api/admin/dashboard', headers: t.bearer(tokens[role]) })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    const ids = {} as Record<Role, string>;
    for (const role of ROLES) {
      tokens[role] = await t.login(`${role}@folio.test`);
      ids[role] = (await findUser(t.db, `${role}@folio.test`))!.id;
      before[role] = await summary(role);
    }
    const [publisher] = await t.db.select().from(publishers).where(eq(publishers.userId, ids.publisher));
    // Newer than anything seeded, so that they head the tables; one minute apart, newest first as listed.
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
    const [first, second] = await t.db.insert(authors).values([
      { name: 'Zed Writer', photo: '/x.jpg', bio: 'b' },
      { name: 'Ann Writer', photo: '/x.jpg', bio: 'b' },
    ]).returning();
    await t.db.insert(ebookAuthors).values([{ ebookId: a.id, authorId: first!.id, position: 0 }, { ebookId: a.id, authorId: second!.id, position: 1 }]);
    const [science] = await t.db.select().from(categories).where(eq(categories.name, 'Science'));
    const [poetry] = await t.db.select().from(categories).where(eq(categories.name, 'Poetry'));
    await t.db.insert(ebookCategories).values([{ ebookId: a.id, categoryId: science!.id }, { ebookId: a.id, categoryId: poetry!.id }]);
  });
  afterAll(async () => { await t.close(); });

  const expected: Record<Role, { added: [total: number, published: number, unpublished: number]; recent: string[]; pending: string[] }> = {
    admin: { added: [6, 3, 3], recent: ['Dash-F', 'Dash-A', 'Dash-B', 'Dash-C', 'Dash-D'], pending: ['Dash-B', 'Dash-C'] },
    publisher: { added: [2, 1, 1], recent: ['Dash-C', 'Dash-D'], pending: ['Dash-C'] },
    author: { added: [2, 1, 1], recent: ['Dash-A', 'Dash-B'], pending: ['Dash-B'] },
    user: { added: [1, 0, 1], recent: ['Dash-F'], pending: [] },
  };

  it.each(ROLES)('should count and list only the books a %s may see', async (role) => {
    const now = await summary(role);
    const [total, published, unpublished] = expected[role].added;
    expect(now.counts).toEqual({
      total: before[role].counts.total + total,
      published: before[role].counts.published + published,
      unpublished: before[role].counts.unpublished + unpublished,
      genres: DEMO_CATEGORIES.length - 1,
    });
    const dash = (rows: { title: string }[]) => rows.map((r) => r.title).filter((title) => title.startsWith('Dash-'));
    expect(dash(now.recent)).toEqual(expected[role].recent);
    expect(now.recent.slice(0, expected[role].recent.length).map((r) => r.title)).toEqual(expected[role].recent);
    expect(dash(now.pending)).toEqual(expected[role].pending);
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
