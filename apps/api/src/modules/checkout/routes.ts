import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CheckoutHeadersSchema, CheckoutQuoteSchema, CheckoutResultSchema, CheckoutSchema, dataOf, writtenOf } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { checkout } from './checkout.ts';
import { presentQuote, priceFromDatabase } from './quote.ts';

const placed = writtenOf(CheckoutResultSchema);
const errors = errorResponses(401, 422, 502);

/** The address the buyer came to, for payment return links when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Cart quote and checkout: the server computes every amount and applies coupons. */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  // Anyone may ask, so each address gets so many quotes a window (a cart asks again as it changes, a person far
  // fewer than the limit): a script cannot make the server price carts and look up coupon codes without end.
  const { quotePerIp } = app.config;
  app.post('/quote', {
    schema: { tags, summary: 'Price a cart, with a coupon if given (nothing is saved)', body: CheckoutSchema, response: { 200: dataOf(CheckoutQuoteSchema), ...errors, ...errorResponses(429) } },
    config: { rateLimit: { max: quotePerIp.max, timeWindow: quotePerIp.windowMs } },
    onRequest: app.authenticateOptional,
  }, async (request) => ({ data: presentQuote(await priceFromDatabase(app.db, request.body, request.user?.id ?? null)) }));

  app.post('/', {
    schema: {
      tags,
      summary: 'Place an order for the cart and start its payment',
      security: [{ bearer: [] }],
      description: 'Send a new random Idempotency-Key per checkout and the same one when repeating it: a repeated submit answers the first order (200) instead of placing another; the key sent with another cart or coupon is refused (422).',
      headers: CheckoutHeadersSchema,
      body: CheckoutSchema,
      response: { 201: placed, 200: placed, ...errors },
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const { replayed, ...data } = await checkout(app.db, app.config, { user: request.user, origin: originOf(request), log: request.log }, request.body, request.headers['idempotency-key']);
    if (replayed) return reply.code(200).send({ message: 'This order was already placed.', data });
    return reply.code(201).send({ message: 'Order placed successfully.', data });
  });
}
