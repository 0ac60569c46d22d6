import { eq } from 'drizzle-orm';
import { MESSAGES, type ListQuery, type PublicStaticPage, type StaticPage, type StaticPageFormSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { tableRows } from '../../lib/table-rows.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import { isBlankHtml, sanitizePageHtml } from './sanitize.ts';

type StaticPageInput = z.output<typeof StaticPageFormSchema>;
type Row = typeof staticPages.$inferSelect;

export const presentStaticPage = (p: Row): StaticPage => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  content: p.content,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** The stored form of a page: sanitised HTML; content that sanitises to nothing is missing content. */
function clean(input: StaticPageInput): StaticPageInput {
  const content = sanitizePageHtml(input.content);
  if (isBlankHtml(content)) throw validationFailed({ content: [MESSAGES.contentRequired] });
  return { ...input, content };
}

export const staticPageService = (db: Db) => {
  const rows = tableRows(db, staticPages, presentStaticPage);
  return {
    list: (q: ListQuery) => listPage(db, staticPages, listWhere(q.search, [staticPages.title, staticPages.slug]), q, presentStaticPage),
    get: rows.get,
    remove: rows.remove,
    create: (input: StaticPageInput) => rows.create(clean(input)),
    update: (id: string, input: StaticPageInput) => rows.update(id, clean(input)),
    /** A page for visitors, by its slug. */
    bySlug: async (slug: string): Promise<PublicStaticPage | undefined> => {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
      return row && { title: row.title, slug: row.slug, content: row.content, updated_at: row.updatedAt.toISOString() };
    },
  };
};
