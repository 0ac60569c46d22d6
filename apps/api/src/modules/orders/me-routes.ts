import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OrderDetailsResponseSchema, OrderListQuerySchema, OrderListResponseSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { listOrders, readOrder } from './service.ts';

const errors = errorResponses(401, 404, 422);

/** The signed-in customer's own orders ("My orders"), whatever the customer's role. */
export async function myOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get('/', {
    schema: { ...base, summary: 'List my orders', querystring: OrderListQuerySchema, response: { 200: OrderListResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => listOrders(app.db, request.user, 'mine', request.query));

  app.get('/:id', {
    schema: { ...base, summary: 'Read one of my orders', params: IdParamsSchema, response: { 200: OrderDetailsResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await readOrder(app.db, request.user, 'mine', request.params.id) }));
}
