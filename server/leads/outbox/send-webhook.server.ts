import type { LeadForDelivery } from '../delivery/lead-for-delivery.ts';
import type { WebhookFormat } from '../store/lead-row.ts';
import { buildWebhookRequest } from '../delivery/webhook-request.server.ts';
import { errorDetail } from './failure-detail.ts';
import type { AttemptResult } from './record-outcome.server.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookDelivery {
  url: string;
  format: WebhookFormat;
  secret: string;
  idempotencyKey: string;
  now: Date;
  fetch: typeof fetch;
}

/** One POST: any 2xx is delivered; another status, a network error or the timeout is not. */
export async function sendWebhook(
  lead: LeadForDelivery,
  delivery: WebhookDelivery,
): Promise<AttemptResult> {
  const request = buildWebhookRequest(lead, {
    format: delivery.format,
    secret: delivery.secret,
    timestamp: Math.floor(delivery.now.getTime() / 1000),
    idempotencyKey: delivery.idempotencyKey,
  });
  try {
    const response = await delivery.fetch(delivery.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      // A redirect is not an acceptance: the receiver's URL should be configured as it is.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The body is not needed (a receiver may echo the lead); reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const status = `HTTP ${response.status}`;
    return response.status >= 200 && response.status < 300
      ? { outcome: 'delivered', detail: status }
      : { outcome: 'failed', detail: status };
  } catch (error) {
    return { outcome: 'failed', detail: errorDetail(error) };
  }
}
