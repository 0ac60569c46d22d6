import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LibraryQuerySchema, pageOf } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { PublicEbookSchema } from '../ebooks/schemas.ts';
import { listLibrary } from './service.ts';

/**
 * The answer of GET /api/me/library (`LibraryBook` rows). Built on the e-book module's public schema, which
 * has no zod twin in @folio/shared yet.
 */
export const LibraryListResponseSchema = pageOf(PublicEbookSchema.extend({ purchased_at: z.string() }));

/** The books the signed-in customer has bought (paid orders): "My library". */
export async function myLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: {
      tags: ['orders'],
      security: [{ bearer: [] }],
      summary: 'List the books I bought, latest first',
      querystring: LibraryQuerySchema,
      response: { 200: LibraryListResponseSchema, ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request) => listLibrary(app.db, request.user.id, request.query));
}
