// product rule 4.15: a paid deposit holds the car only when what the processor received is the
// deposit the site asked for when the payment was made, in amount and in currency.

/** The deposit recorded when the payment was created: smallest currency unit (cents). */
export interface DepositAskedFor {
  amount_cents: number;
  currency: string;
}

/** What the processor says it received (Stripe's `amount_received` and `currency`). */
export interface PaymentReceived {
  amount_received: number | null | undefined;
  currency: string | null | undefined;
}

/** Why a payment cannot settle a deposit: staff read it, so it says both sides. */
export interface DepositMismatch {
  code: 'amount_mismatch' | 'currency_mismatch';
  /** e.g. 'received 1.00 AUD; the deposit is 500.00 AUD' (no shopper data). */
  reason: string;
}

function money(cents: number | null | undefined, currency: string | null | undefined): string {
  const amount =
    typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '?';
  return `${amount} ${(currency || '?').toUpperCase()}`;
}

/** Null when the payment is exactly the deposit; otherwise what differs. */
export function depositMismatch(
  asked: DepositAskedFor,
  received: PaymentReceived,
): DepositMismatch | null {
  const sameCurrency =
    typeof received.currency === 'string' &&
    received.currency.toLowerCase() === asked.currency.toLowerCase();
  const sameAmount = received.amount_received === asked.amount_cents;
  if (sameCurrency && sameAmount) return null;
  return {
    code: sameCurrency ? 'amount_mismatch' : 'currency_mismatch',
    reason:
      `received ${money(received.amount_received, received.currency)}; ` +
      `the deposit is ${money(asked.amount_cents, asked.currency)}`,
  };
}
