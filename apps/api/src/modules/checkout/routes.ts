import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutSchema, ErrorResponseSchema } from '@folio/shared';
import { OrderDetailsSchema } from '../orders/schemas.ts';
import { placeOrder } from './place-order.ts';
import { presentQuote, priceFromDatabase } from './quote.ts';
import { QuoteSchema, PaymentStartSchema } from './schemas.ts';

const errors = { 401: ErrorResponseSchema, 422: ErrorResponseSchema, 502: ErrorResponseSchema };

/** The address the buyer came to, for payment return links when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Cart quote and checkout: the server computes every amount and applies coupons. */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  app.post('/quote', {
    schema: { tags, summary: 'Price a cart, with a coupon if given (nothing is saved)', body: CheckoutSchema, response: { 200: z.object({ data: QuoteSchema }), ...errors } },
    onRequest: app.authenticateOptional,
  }, async (request) => ({ data: presentQuote(await priceFromDatabase(app.db, request.body)) }));

  app.post('/', {
    schema: {
      tags,
      summary: 'Place an order for the cart and start its payment',
      security: [{ bearer: [] }],
      body: CheckoutSchema,
      response: { 201: z.object({ message: z.string(), data: z.object({ order: OrderDetailsSchema, payment: PaymentStartSchema }) }), ...errors },
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const data = await placeOrder(app.db, app.config, { user: request.user, origin: originOf(request), log: request.log }, request.body);
    return reply.code(201).send({ message: 'Order placed successfully.', data });
  });
}
