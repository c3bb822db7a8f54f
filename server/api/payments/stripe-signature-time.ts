// docs/payments.md, Webhook: Stripe's library refuses a signature older than its tolerance but
// accepts one from any time in the future, so a captured or pre-signed event could be replayed
// for as long as its timestamp lies ahead. Only a small clock skew is allowed that way.

/** How old a signature may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How far ahead of this server's clock a signature may be: clocks drift, not by minutes. */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** The `t=` of a Stripe-Signature header (the last one, as Stripe's library reads it). */
export function signatureTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key?.trim() === 't' && value && /^\d+$/.test(value.trim())) timestamp = Number(value);
  }
  return timestamp;
}

/**
 * How many seconds the header's timestamp is ahead of `nowMs` when that is more than the
 * allowed skew; null when it is not (or the header has no timestamp: verification refuses it).
 */
export function signatureTooFarAhead(header: string, nowMs: number): number | null {
  const timestamp = signatureTimestamp(header);
  if (timestamp === undefined) return null;
  const ahead = timestamp - Math.floor(nowMs / 1000);
  return ahead > WEBHOOK_FUTURE_SKEW_SECONDS ? ahead : null;
}
