import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type Language, type ListQuery, type PublicStaticPage, type StaticPage, type StaticPageFormSchema, type StaticPageTranslations } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { presentColumns, tableRows } from '../../lib/table-rows.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import { fillFigures, type PageFigures } from './figures.ts';
import { isBlankHtml, sanitizePageHtml } from './sanitize.ts';

type StaticPageInput = z.output<typeof StaticPageFormSchema>;
type Row = typeof staticPages.$inferSelect;

const presentStaticPage = (p: Row): StaticPage => ({ ...presentColumns(p, ['title', 'slug', 'content', 'translations']), updated_at: p.updatedAt.toISOString() });

/** The stored form of a page: sanitised HTML in every language; content that sanitises to nothing is missing content. */
function clean(input: StaticPageInput): StaticPageInput {
  const missing: Record<string, string[]> = {};
  const sanitized = (html: string, field: string) => {
    const content = sanitizePageHtml(html);
    if (isBlankHtml(content)) missing[field] = [MESSAGES.contentRequired];
    return content;
  };
  const content = sanitized(input.content, 'content');
  const translations: StaticPageTranslations = Object.fromEntries(
    Object.entries(input.translations).map(([language, t]) => [language, { title: t.title, content: sanitized(t.content, `translations.${language}.content`) }]),
  );
  if (Object.keys(missing).length) throw validationFailed(missing);
  return { ...input, content, translations };
}

export const staticPageService = (db: Db) => {
  const rows = tableRows(db, staticPages, presentStaticPage);
  return {
    list: (q: ListQuery) => listPage(db, staticPages, listWhere(q.search, [staticPages.title, staticPages.slug]), q, presentStaticPage),
    get: rows.get,
    remove: rows.remove,
    create: (input: StaticPageInput) => rows.create(clean(input)),
    update: (id: string, input: StaticPageInput) => rows.update(id, clean(input)),
    /** Every page's address and last change, for the sitemap (modules/seo): all are public, as `bySlug` reads any. */
    addresses: () => db.select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt }).from(staticPages).orderBy(asc(staticPages.slug)),
    /**
     * A page for visitors, by its slug, in their language when it is written in it, in English otherwise, with the
     * site's figures filled in (figures.ts).
     */
    bySlug: async (slug: string, language: Language, figures: PageFigures): Promise<PublicStaticPage | undefined> => {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
      if (!row) return undefined;
      const translated = language === 'en' ? undefined : row.translations[language];
      const text = translated ? { ...translated, language } : { title: row.title, content: row.content, language: 'en' as const };
      return { ...text, content: fillFigures(text.content, figures, text.language), slug: row.slug, updated_at: row.updatedAt.toISOString() };
    },
  };
};
