import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ContentLanguageQuerySchema, PublicCategoryListResponseSchema } from '@folio/shared';
import { categories, ebookCategories, ebooks } from '../../db/schema.ts';
import { translatedTextSql } from '../../db/schema-columns.ts';
import { errorResponses } from '../../lib/http-error.ts';
import { translated } from '../../lib/translated.ts';
import { publicOnly } from '../ebooks/policy.ts';

/**
 * The genres a visitor can browse by: active ones with at least one public book, so that no choice of the
 * storefront's filter leads to an empty shelf. Named, and in the order of their names, in the visitor's language.
 */
export async function publicCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: {
      tags: ['categories'],
      summary: 'List the active categories that have public books, named in the language asked for where they are translated',
      querystring: ContentLanguageQuerySchema,
      response: { 200: PublicCategoryListResponseSchema, ...errorResponses(422) },
    },
  }, async (request) => {
    const { lng } = request.query;
    const shownName = lng ? sql`coalesce(${translatedTextSql(categories.translations, lng, 'name')}, ${categories.name})` : categories.name;
    const rows = await app.db
      .select({ id: categories.id, name: categories.name, translations: categories.translations, thumbnail: categories.thumbnail, bookCount: count(ebooks.id) })
      .from(categories)
      .innerJoin(ebookCategories, eq(ebookCategories.categoryId, categories.id))
      .innerJoin(ebooks, and(eq(ebooks.id, ebookCategories.ebookId), publicOnly))
      .where(eq(categories.status, 'active'))
      .groupBy(categories.id)
      .orderBy(asc(shownName));
    return { data: rows.map((r) => ({ id: r.id, name: translated(r.translations, lng, 'name', r.name), thumbnail: r.thumbnail, book_count: Number(r.bookCount) })) };
  });
}
