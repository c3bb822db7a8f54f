import type { PaymentProcessor } from './car.ts';

/** Till and St George need no key; Stripe cannot take a deposit without its publishable key. */
export function hasCheckoutPaymentProcessor(processors: readonly PaymentProcessor[]): boolean {
  return processors.some(
    (processor) =>
      processor.authorization_type !== 'stripe' || Boolean(processor.authorization_key),
  );
}
