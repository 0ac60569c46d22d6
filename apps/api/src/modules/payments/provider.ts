import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { manualProvider } from './manual.ts';
import { stripeProvider } from './stripe.ts';

/** Stripe when both of its keys are configured, the manual provider otherwise. */
export function paymentGateway(config: Config): PaymentGateway {
  return config.stripe ? stripeProvider(config.stripe) : manualProvider(config.manualPaymentInstructions);
}
