import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripeWebhookResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

const WEBHOOK_SECRET = 'whsec_contract_secret';
const WEBHOOK = '/api/payments/stripe/webhook';
const payload = JSON.stringify({ id: 'evt_contract', object: 'event', type: 'customer.created', api_version: '2025-01-01', created: 0, data: { object: {} } });

/** The Stripe webhook's answers against their schema in @folio/shared, with Stripe on and off. */
describe('payments contract (answers against @folio/shared)', () => {
  let stripeOn: TestApp;
  let stripeOff: TestApp;
  beforeAll(async () => {
    // The webhook never calls Stripe's API, so it needs no server at apiBase.
    stripeOn = await createTestApp({ ...NO_IP_LIMIT, stripe: { secretKey: 'sk_test_folio', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9' } });
    stripeOff = await createTestApp(NO_IP_LIMIT);
  });
  afterAll(async () => { await Promise.all([stripeOn.close(), stripeOff.close()]); });

  const deliver = (t: TestApp, signature: string) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

  it('takes a signed event, and refuses', async () => {
    const signed = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(conforms(await deliver(stripeOn, signed), 200, StripeWebhookResponseSchema)).toEqual({ received: true, outcome: 'ignored' });
    refuses(await deliver(stripeOn, 'not-a-signature'), 400);
    refuses(await deliver(stripeOff, signed), 404);
  });

  it('documents each status', async () => {
    expect((await documentedStatuses(stripeOn))(WEBHOOK, 'post')).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
