import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MyOrderResponseSchema, OrderWrittenResponseSchema, OrderListQuerySchema, OrderListResponseSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { manualInstructionsFor } from '../payments/manual.ts';
import { cancelOwnOrder, listOrders, readOrder } from './service.ts';

const errors = errorResponses(401, 404, 422);
const changeErrors = errorResponses(401, 404, 409, 422);

/** The signed-in customer's own orders ("My orders"), whatever the customer's role. */
export async function myOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get('/', {
    schema: { ...base, summary: 'List my orders', querystring: OrderListQuerySchema, response: { 200: OrderListResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => listOrders(app.db, request.user, 'mine', request.query));

  app.get('/:id', {
    schema: {
      ...base,
      summary: 'Read one of my orders',
      description: 'With how to pay it while it awaits its manual payment: the instructions checkout gave.',
      params: IdParamsSchema,
      response: { 200: MyOrderResponseSchema, ...errors },
    },
    onRequest: app.authenticate,
  }, async (request) => {
    const order = await readOrder(app.db, request.user, 'mine', request.params.id);
    return { data: { ...order, payment_instructions: manualInstructionsFor(order, app.config.manualPaymentInstructions) } };
  });

  app.post('/:id/cancel', {
    schema: {
      ...base,
      summary: 'Cancel one of my orders while it awaits its payment',
      description: 'The coupon use is given back. An order paid, or moved on by an admin, answers 409.',
      params: IdParamsSchema,
      response: { 200: OrderWrittenResponseSchema, ...changeErrors },
    },
    onRequest: app.authenticate,
  }, async (request) => ({ message: 'Order cancelled.', data: await cancelOwnOrder(app.db, request.user, request.params.id) }));
}
