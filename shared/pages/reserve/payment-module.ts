type PaymentModule = typeof import('./reserve-payment.client.tsx');

let loading: Promise<PaymentModule> | undefined;

/**
 * The payment form's chunk: Stripe's libraries are fetched only on the reserve page, once
 * the shopper heads for payment, so no other page grows. A failed fetch may be tried again.
 */
export function loadPaymentModule(): Promise<PaymentModule> {
  loading ??= import('./reserve-payment.client.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
