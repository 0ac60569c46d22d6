import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DashboardBook } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { categories, ebooks } from '../../db/schema.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visibleTo } from '../ebooks/policy.ts';
import { authorsAndCategoriesOf } from '../ebooks/query.ts';

const ROWS = 5;

export function dashboardService(db: Db) {
  const newest = async (where: SQL | undefined): Promise<DashboardBook[]> => {
    const rows = await db
      .select({ id: ebooks.id, title: ebooks.title, status: ebooks.status, approvalStatus: ebooks.approvalStatus, createdAt: ebooks.createdAt })
      .from(ebooks)
      .where(where)
      .orderBy(desc(ebooks.createdAt), desc(ebooks.id))
      .limit(ROWS);
    const names = await authorsAndCategoriesOf(db, rows.map((r) => r.id));
    const namesIn = (map: Map<string, { name: string }[]>, id: string) => (map.get(id) ?? []).map((n) => n.name);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      authors: namesIn(names.authors, r.id),
      categories: namesIn(names.categories, r.id),
      status: r.status,
      approval_status: r.approvalStatus,
      created_at: r.createdAt.toISOString(),
    }));
  };

  return {
    /** Counts and the newest books of what the actor may see; genres are the active categories, the same for all. */
    async summary(actor: Actor) {
      // The dashboard shows what the e-books list shows (architecture.md §4).
      const scope = visibleTo(actor);
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
