import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';

type StripeConfig = NonNullable<Config['stripe']>;

const clients = new Map<string, Stripe>();

/**
 * One client per key and API address (STRIPE_API_BASE points it at stripe-mock or a test double). Stripe's
 * library loads with the first client: most installations take payments by hand, and a start need not load it.
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const cacheKey = `${config.secretKey}@${config.apiBase ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const { default: Stripe } = await import('stripe');
    const base = config.apiBase ? new URL(config.apiBase) : null;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(base && { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Stripe Checkout: one session per order, one line per book at its discounted line total (so that the
 * session's total is the order's total to the cent). The session id becomes the order's payment reference,
 * and the order id rides along as client_reference_id and metadata for the webhook.
 */
export function stripeProvider(config: StripeConfig): PaymentGateway {
  return {
    name: 'stripe',
    async start(order, returnUrl) {
      const separator = returnUrl.includes('?') ? '&' : '?';
      const session = await (await stripeClient(config)).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.id,
        customer_email: order.customerEmail,
        metadata: { order_id: order.id, tracking_number: order.trackingNumber },
        line_items: order.items.map((item) => ({
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: cents(item.lineTotal),
            product_data: { name: item.quantity > 1 ? `${item.title} × ${item.quantity}` : item.title },
          },
        })),
        success_url: `${returnUrl}${separator}payment=success`,
        cancel_url: `${returnUrl}${separator}payment=cancelled`,
      // One session per order: a repeated checkout submit gets the session the first one made.
      }, { idempotencyKey: `folio-order-${order.id}` });
      return { redirectUrl: session.url, instructions: null, reference: session.id };
    },
  };
}
