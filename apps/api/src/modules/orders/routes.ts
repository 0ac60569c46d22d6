import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, OrderDetailsResponseSchema, OrderListQuerySchema, OrderListResponseSchema, OrderPaymentUpdateSchema, OrderStatusUpdateSchema, OrderWrittenResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { refuseRolesThatNever } from './policy.ts';
import { listOrders, readOrder, recordManualPayment, updateOrderStatus } from './service.ts';

const errors = errorResponses(401, 403, 404, 422);

/**
 * Orders of the dashboard area (spec §7, architecture.md §4): every signed-in role lists and reads the orders in
 * its scope; admins change an order's status and record manual payments. Who may do what is the orders
 * policy's, checked in the service; a role that may never
 * change an order is refused before its body is read.
 */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get('/', {
    schema: { ...base, summary: 'List orders (search: tracking number or customer name)', querystring: OrderListQuerySchema, response: { 200: OrderListResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => listOrders(app.db, request.user, 'dashboard', request.query));

  app.get('/:id', {
    schema: { ...base, summary: 'Read an order: customer, items, amounts, coupon, history', params: IdParamsSchema, response: { 200: OrderDetailsResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await readOrder(app.db, request.user, 'dashboard', request.params.id) }));

  app.post('/:id/update-status', {
    schema: { ...base, summary: "Change an order's status (admins; any status directly)", params: IdParamsSchema, body: OrderStatusUpdateSchema, response: { 200: OrderWrittenResponseSchema, ...errors } },
    onRequest: [app.authenticate, refuseRolesThatNever('update_status')],
  }, async (request) => ({
    message: 'Order status updated successfully.',
    data: await updateOrderStatus(app.db, request.user, request.params.id, request.body.status),
  }));

  app.post('/:id/payment', {
    schema: {
      ...base,
      summary: 'Record a manual payment as paid or failed (admins; manual orders not paid yet, else 409)',
      params: IdParamsSchema,
      body: OrderPaymentUpdateSchema,
      response: { 200: OrderWrittenResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
    },
    onRequest: [app.authenticate, refuseRolesThatNever('mark_payment')],
  }, async (request) => ({
    message: 'Payment status updated successfully.',
    data: await recordManualPayment(app.db, request.user, request.params.id, request.body),
  }));
}
