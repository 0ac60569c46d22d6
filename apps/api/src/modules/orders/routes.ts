import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, OrderListQuerySchema, OrderPaymentUpdateSchema, OrderStatusUpdateSchema } from '@folio/shared';
import { listResponseSchema } from '../../lib/crud.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordPayment } from '../payments/ledger.ts';
import { OrderDetailsSchema, OrderListItemSchema } from './schemas.ts';
import { listOrders, ORDER_NOT_FOUND, orderDetails, scopedOrderDetails, updateOrderStatus } from './service.ts';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };
const written = z.object({ message: z.string(), data: OrderDetailsSchema });

/**
 * Orders of the dashboard area (spec §7, DESIGN.md §4): every signed-in role lists and reads the orders in
 * its scope (orders/policy.ts); admins change an order's status and record manual payments.
 */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };
  const admins = app.requireRole('admin');

  app.get('/', {
    schema: { ...base, summary: 'List orders (search: tracking number or customer name)', querystring: OrderListQuerySchema, response: { 200: listResponseSchema(OrderListItemSchema), ...errors } },
    onRequest: app.authenticate,
  }, async (request) => listOrders(app.db, request.user, request.query));

  app.get('/:id', {
    schema: { ...base, summary: 'Read an order: customer, items, amounts, coupon, history', params: IdParamsSchema, response: { 200: z.object({ data: OrderDetailsSchema }), ...errors } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await scopedOrderDetails(app.db, request.user, request.params.id) }));

  app.post('/:id/update-status', {
    schema: { ...base, summary: "Change an order's status (admins; any status directly)", params: IdParamsSchema, body: OrderStatusUpdateSchema, response: { 200: written, ...errors } },
    onRequest: admins,
  }, async (request) => ({
    message: 'Order status updated successfully.',
    data: await updateOrderStatus(app.db, request.user, request.params.id, request.body.status),
  }));

  app.post('/:id/payment', {
    schema: { ...base, summary: 'Record a manual payment as paid or failed (admins)', params: IdParamsSchema, body: OrderPaymentUpdateSchema, response: { 200: written, ...errors } },
    onRequest: admins,
  }, async (request) => {
    const { id } = request.params;
    const outcome = await recordPayment(app.db, { orderId: id, to: request.body.payment_status, note: request.body.note, actorId: request.user.id });
    if (outcome === 'missing') throw notFound(ORDER_NOT_FOUND);
    return { message: 'Payment status updated successfully.', data: await orderDetails(app.db, request.user, id, undefined) };
  });
}
