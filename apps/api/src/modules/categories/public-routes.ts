import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { PublicCategoryListResponseSchema } from '@folio/shared';
import { categories, ebookCategories, ebooks } from '../../db/schema.ts';
import { publicOnly } from '../ebooks/policy.ts';

/**
 * The genres a visitor can browse by: active ones with at least one public book, so that no choice of the
 * storefront's filter leads to an empty shelf.
 */
export async function publicCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: { tags: ['categories'], summary: 'List the active categories that have public books', response: { 200: PublicCategoryListResponseSchema } },
  }, async () => {
    const rows = await app.db
      .select({ id: categories.id, name: categories.name, thumbnail: categories.thumbnail, bookCount: count(ebooks.id) })
      .from(categories)
      .innerJoin(ebookCategories, eq(ebookCategories.categoryId, categories.id))
      .innerJoin(ebooks, and(eq(ebooks.id, ebookCategories.ebookId), publicOnly))
      .where(eq(categories.status, 'active'))
      .groupBy(categories.id)
      .orderBy(asc(categories.name));
    return { data: rows.map((r) => ({ id: r.id, name: r.name, thumbnail: r.thumbnail, book_count: Number(r.bookCount) })) };
  });
}
