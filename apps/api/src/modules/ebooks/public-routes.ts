import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, PublicEbookListQuerySchema } from '@folio/shared';
import { notFound } from '../../lib/http-error.ts';
import { listResponseSchema } from '../../lib/crud.ts';
import { findPublicEbook, listPublicEbooks } from './query.ts';
import { PublicEbookSchema } from './schemas.ts';
import { NOT_FOUND } from './write.ts';

/** The public catalogue (DESIGN.md §4): visitors see approved, published books only, without signing in. */
export async function publicEbookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ebooks'];

  app.get('/', {
    schema: { tags, summary: 'List the approved, published e-books', querystring: PublicEbookListQuerySchema, response: { 200: listResponseSchema(PublicEbookSchema), 422: ErrorResponseSchema } },
  }, async (request) => listPublicEbooks(app.db, request.query));

  app.get('/:key', {
    schema: {
      tags,
      summary: 'Read an approved, published e-book by id or slug',
      params: z.object({ key: z.string().min(1).max(200) }),
      response: { 200: z.object({ data: PublicEbookSchema }), 404: ErrorResponseSchema },
    },
  }, async (request) => {
    const book = await findPublicEbook(app.db, request.params.key);
    if (!book) throw notFound(NOT_FOUND);
    return { data: book };
  });
}
