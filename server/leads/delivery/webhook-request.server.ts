// One webhook delivery's body and headers: the tenant's chosen format, signed, with the
// outbox row's idempotency key (decision 0007) so receivers can drop a repeat of the same
// delivery. The key is the relay's, never made here: a retry must send the same one.
import { ADF_MEDIA_TYPE, buildAdfXml } from './adf-xml.ts';
import { buildLeadJson, LEAD_JSON_MEDIA_TYPE, LEAD_JSON_SCHEMA } from './lead-json.ts';
import type { LeadForDelivery } from './lead-for-delivery.ts';
import type { WebhookFormat } from '../store/lead-row.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.server.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface WebhookRequestOptions {
  format: WebhookFormat;
  secret: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  idempotencyKey: string;
}

export interface WebhookRequest {
  body: string;
  headers: Record<string, string>;
}

// Printable ASCII only: it goes into a header as it is.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function buildWebhookRequest(
  lead: LeadForDelivery,
  { format, secret, timestamp, idempotencyKey }: WebhookRequestOptions,
): WebhookRequest {
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new Error(
      'Idempotency key must be 1-255 printable ASCII characters: pass the outbox row key.',
    );
  }
  const body =
    format === 'adf-xml' ? buildAdfXml(lead) : `${JSON.stringify(buildLeadJson(lead), null, 2)}\n`;
  return {
    body,
    headers: {
      'Content-Type': `${format === 'adf-xml' ? ADF_MEDIA_TYPE : LEAD_JSON_MEDIA_TYPE}; charset=utf-8`,
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, secret, timestamp),
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      'X-Dealer-Platform-Schema': format === 'adf-xml' ? 'adf-1.0' : LEAD_JSON_SCHEMA,
    },
  };
}
