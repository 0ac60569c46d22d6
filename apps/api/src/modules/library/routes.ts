import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LibraryListResponseSchema, LibraryQuerySchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { listLibrary } from './service.ts';

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
