import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, categories, ebookAuthors, ebookCategories, ebooks, type UserRow } from '../../db/schema.ts';
import { visibleTo } from '../ebooks/policy.ts';
import { publisherIdOf } from '../ebooks/query.ts';

/** The rows of the dashboard's tables: enough to show title, author and category (spec §2). */
export interface EbookRow {
  id: string;
  title: string;
  authors: string[];
  categories: string[];
  status: 'draft' | 'published';
  approval_status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

const ROWS = 5;

/** Author and category names of the given books, in the books' own order of authors. */
async function namesOf(db: Db, ids: string[]) {
  if (!ids.length) return { authorsOf: new Map<string, string[]>(), categoriesOf: new Map<string, string[]>() };
  const [authorRows, categoryRows] = await Promise.all([
    db.select({ ebookId: ebookAuthors.ebookId, name: authors.name }).from(ebookAuthors).innerJoin(authors, eq(authors.id, ebookAuthors.authorId))
      .where(inArray(ebookAuthors.ebookId, ids)).orderBy(asc(ebookAuthors.position), asc(authors.name)),
    db.select({ ebookId: ebookCategories.ebookId, name: categories.name }).from(ebookCategories).innerJoin(categories, eq(categories.id, ebookCategories.categoryId))
      .where(inArray(ebookCategories.ebookId, ids)).orderBy(asc(categories.name)),
  ]);
  const group = (rows: { ebookId: string; name: string }[]) => {
    const map = new Map<string, string[]>();
    for (const r of rows) map.set(r.ebookId, [...(map.get(r.ebookId) ?? []), r.name]);
    return map;
  };
  return { authorsOf: group(authorRows), categoriesOf: group(categoryRows) };
}

export function dashboardService(db: Db) {
  const newest = async (where: SQL | undefined): Promise<EbookRow[]> => {
    const rows = await db
      .select({ id: ebooks.id, title: ebooks.title, status: ebooks.status, approvalStatus: ebooks.approvalStatus, createdAt: ebooks.createdAt })
      .from(ebooks)
      .where(where)
      .orderBy(desc(ebooks.createdAt), desc(ebooks.id))
      .limit(ROWS);
    const { authorsOf, categoriesOf } = await namesOf(db, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      authors: authorsOf.get(r.id) ?? [],
      categories: categoriesOf.get(r.id) ?? [],
      status: r.status,
      approval_status: r.approvalStatus,
      created_at: r.createdAt.toISOString(),
    }));
  };

  return {
    /** Counts and the newest books of what the actor may see; genres are the active categories, the same for all. */
    async summary(actor: Pick<UserRow, 'id' | 'role'>) {
      // The dashboard shows what the e-books list shows (DESIGN.md §4).
      const scope = visibleTo(actor, await publisherIdOf(db, actor));
      const [[counts], genres, recent, pending] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*)::int`,
            published: sql<number>`(count(*) filter (where ${ebooks.status} = 'published'))::int`,
            unpublished: sql<number>`(count(*) filter (where ${ebooks.status} = 'draft'))::int`,
          })
          .from(ebooks)
          .where(scope),
        db.$count(categories, eq(categories.status, 'active')),
        newest(scope),
        newest(and(scope, eq(ebooks.approvalStatus, 'pending'))),
      ]);
      return { counts: { total: counts?.total ?? 0, published: counts?.published ?? 0, unpublished: counts?.unpublished ?? 0, genres }, recent, pending };
    },
  };
}
