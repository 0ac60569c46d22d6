import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, MAX_PER_PAGE } from '@folio/shared';
import { listResponseSchema } from '../../lib/crud.ts';
import { PublicEbookSchema } from '../ebooks/schemas.ts';
import { listLibrary } from './service.ts';

const LibraryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

/** The books the signed-in customer has bought (paid orders): "My library". */
export async function myLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: {
      tags: ['orders'],
      security: [{ bearer: [] }],
      summary: 'List the books I bought, latest first',
      querystring: LibraryQuerySchema,
      response: { 200: listResponseSchema(PublicEbookSchema.extend({ purchased_at: z.string() })), 401: ErrorResponseSchema, 422: ErrorResponseSchema },
    },
    onRequest: app.authenticate,
  }, async (request) => listLibrary(app.db, request.user.id, request.query));
}
