// What a way to take payments offers, apart from the choice of one (provider.ts), which imports every provider.
import type { PaymentProvider } from '@folio/shared';

/** What a provider needs to know of an order to take its payment. */
interface PayableOrder {
  id: string;
  trackingNumber: string;
  totalAmount: number;
  currency: string;
  customerEmail: string;
  items: { title: string; quantity: number; lineTotal: number }[];
}

interface PaymentStarted {
  /** Where the buyer goes to pay (a hosted payment page), or null. */
  redirectUrl: string | null;
  /** What the buyer reads to pay (bank transfer details), or null. */
  instructions: string | null;
  /** The provider's reference for this payment, stored on the order to match its events later. */
  reference: string | null;
}

/**
 * A way to take payments. `manual` (the default) leaves the order awaiting payment and an admin records it;
 * `stripe` sends the buyer to a Stripe Checkout Session and learns the outcome from its webhook.
 */
export interface PaymentGateway {
  name: PaymentProvider;
  /** `returnUrl` is the buyer's order page; the provider adds its own outcome to it. */
  start(order: PayableOrder, returnUrl: string): Promise<PaymentStarted>;
}
