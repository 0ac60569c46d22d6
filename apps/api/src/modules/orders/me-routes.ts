import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, OrderListQuerySchema } from '@folio/shared';
import { orders } from '../../db/schema.ts';
import { listResponseSchema } from '../../lib/crud.ts';
import { OrderDetailsSchema, OrderListItemSchema } from './schemas.ts';
import { listOwnOrders, orderDetails } from './service.ts';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };

/** The signed-in customer's own orders ("My orders"), whatever the customer's role. */
export async function myOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get('/', {
    schema: { ...base, summary: 'List my orders', querystring: OrderListQuerySchema, response: { 200: listResponseSchema(OrderListItemSchema), ...errors } },
    onRequest: app.authenticate,
  }, async (request) => listOwnOrders(app.db, request.user.id, request.query));

  app.get('/:id', {
    schema: { ...base, summary: 'Read one of my orders', params: IdParamsSchema, response: { 200: z.object({ data: OrderDetailsSchema }), ...errors } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await orderDetails(app.db, request.user, request.params.id, eq(orders.userId, request.user.id)) }));
}
