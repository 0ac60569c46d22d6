import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutInput, CheckoutResult } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { detailsFor, orderHistory } from '../orders/service.ts';
import { paymentGateway } from '../payments/provider.ts';
import { pay } from './pay.ts';
import { placeOnce } from './place-order.ts';

/**
 * POST /api/checkout, its steps in the order they happen (architecture.md §9.11): quote the cart on the server
 * and place the order (place-order.ts, with quote.ts), pay (pay.ts), present. Each step hands the next the order's
 * row and lines, so that the row is never read again after it was written (a repeated submit reads it once, by its
 * key), the lines are read once and the history once, for the answer.
 *
 * The client sends a key per checkout (Idempotency-Key): a second submit of the same cart with the same key, at
 * once or later, places nothing and answers the first order (`replayed`), its payment started again; the key with
 * another cart or coupon is refused (422).
 */
export async function checkout(
  db: Db,
  config: Config,
  request: { user: SignedInUser; origin: string; log: Pick<FastifyBaseLogger, 'error'> },
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<CheckoutResult & { replayed: boolean }> {
  const { user, origin, log } = request;
  const gateway = paymentGateway(config);
  const placed = await placeOnce(db, user, input, idempotencyKey, gateway.name);
  const payment = await pay(db, gateway, placed, `${config.publicUrl ?? origin}/admin/orders/${placed.order.id}`, log);
  return { order: detailsFor(user, placed.order, placed.lines, await orderHistory(db, placed.order.id)), payment, replayed: placed.replayed };
}
