import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContentLanguageQuerySchema, PublicEbookKeyParamsSchema, PublicEbookListQuerySchema, PublicEbookListResponseSchema, PublicEbookResponseSchema } from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { findPublicEbook, listPublicEbooks } from './query.ts';
import { NOT_FOUND } from './policy.ts';

/** The public catalogue (architecture.md §4): visitors see approved, published books only, without signing in. */
export async function publicEbookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ebooks'];

  app.get('/', {
    schema: { tags, summary: 'List the approved, published e-books', querystring: PublicEbookListQuerySchema, response: { 200: PublicEbookListResponseSchema, ...errorResponses(422) } },
  }, async (request) => listPublicEbooks(app.db, request.query));

  app.get('/:key', {
    schema: {
      tags,
      summary: 'Read an approved, published e-book by id or slug, in the language asked for where it is translated',
      params: PublicEbookKeyParamsSchema,
      querystring: ContentLanguageQuerySchema,
      response: { 200: PublicEbookResponseSchema, ...errorResponses(404, 422) },
    },
  }, async (request) => {
    const book = await findPublicEbook(app.db, request.params.key, request.query.lng);
    if (!book) throw notFound(NOT_FOUND);
    return { data: book };
  });
}
