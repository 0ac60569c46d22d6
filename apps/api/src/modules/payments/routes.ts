import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StripeWebhookResponseSchema } from '@folio/shared';
import { errorResponses, HttpError, notFound } from '../../lib/http-error.ts';
import { stripeClient } from './stripe.ts';
import { applyStripeEvent } from './stripe-events.ts';
import { applyPlanEvent, isPlanEvent, replaceSubscription } from '../plans/stripe-billing.ts';

const BAD_SIGNATURE = 'The webhook signature is not valid.';

/** Payment provider callbacks: the Stripe webhook. */
export async function paymentRoutes(fastify: FastifyInstance) {
  // The signature covers the exact bytes Stripe sent, so this plugin (and only it) keeps JSON bodies raw, in place
  // of the app's parser (plugins/input-guard.ts); Stripe's event is parsed once its signature is checked.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/stripe/webhook', {
    schema: {
      tags: ['payments'],
      summary: "Stripe webhook (orders' Checkout Session events; plans' subscription, invoice and checkout events), signed with STRIPE_WEBHOOK_SECRET",
      response: { 200: StripeWebhookResponseSchema, ...errorResponses(400, 404) },
    },
  }, async (request) => {
    const stripe = app.config.stripe;
    if (!stripe) throw notFound('Stripe payments are not enabled.');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new HttpError(400, BAD_SIGNATURE);
    const client = await stripeClient(stripe);
    let event;
    try {
      event = client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret);
    } catch {
      throw new HttpError(400, BAD_SIGNATURE);
    }
    // Stripe Billing's events (a plan's subscription) go to the plans; the rest are orders' Checkout Sessions.
    const outcome = isPlanEvent(event) ? await applyPlanEvent(app.db, event, (old) => void replaceSubscription(stripe, old, request.log)) : await applyStripeEvent(app.db, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { received: true, outcome };
  });
}
