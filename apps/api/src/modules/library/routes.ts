import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BookHoldingSchema, dataOf, IdParamsSchema, LibraryListResponseSchema, LibraryQuerySchema, type BookHolding } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { holdingsOf } from './purchases.ts';
import { listLibrary } from './service.ts';

/** The books the signed-in customer has bought (paid orders): "My library". */
export async function myLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };
  app.get('/', {
    schema: {
      ...base,
      summary: 'List the books I bought, latest first',
      querystring: LibraryQuerySchema,
      response: { 200: LibraryListResponseSchema, ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request) => listLibrary(app.db, request.user.id, request.query));

  app.get('/:id/holding', {
    schema: {
      ...base,
      summary: 'Whether I own a book, or have an order for it that awaits its payment',
      description: 'Any book id may be asked about; an unknown one is simply not held (`none`).',
      params: IdParamsSchema,
      response: { 200: dataOf(BookHoldingSchema), ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request): Promise<{ data: BookHolding }> => {
    const held = (await holdingsOf(app.db, request.user.id, [request.params.id])).get(request.params.id);
    if (!held) return { data: { holding: 'none', order: null } };
    if (held.kind === 'owned') return { data: { holding: 'owned', order: null } };
    return { data: { holding: 'awaiting_payment', order: { id: held.orderId, tracking_number: held.trackingNumber } } };
  });
}
