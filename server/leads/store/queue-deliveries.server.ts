import crypto from 'node:crypto';
import type { Queryable } from '#server/db/database.server.ts';
import { leadRecipients } from '#shared/leads/lead-recipients.ts';
import type { LeadDeliveryConfig } from '#shared/tenant/tenant-config.ts';
import type { DeliveryChannel, DeliveryPurpose, LeadRow, WebhookFormat } from './lead-row.ts';

interface OutboxEntry {
  channel: DeliveryChannel;
  target: string;
  format: WebhookFormat | null;
}

/** Every delivery a lead gets on this site: one email per recipient, plus the webhook if any. */
export function deliveryTargets(
  config: LeadDeliveryConfig,
  lead: Pick<LeadRow, 'location_id' | 'category'>,
): OutboxEntry[] {
  const emails = leadRecipients(config.email, lead).map((address): OutboxEntry => ({
    channel: 'email',
    target: address,
    format: null,
  }));
  const webhook = config.webhook;
  return webhook
    ? [...emails, { channel: 'webhook', target: webhook.url, format: webhook.format }]
    : emails;
}

/**
 * The idempotency key of one delivery. For a lead's own delivery and its
 * incomplete notice it is derived from the lead, purpose and target, so a second
 * insert for the same lead hits the unique index instead of sending twice; an
 * operator's redelivery is a new delivery each time.
 */
function idempotencyKey(leadId: string, purpose: DeliveryPurpose, entry: OutboxEntry): string {
  if (purpose === 'redelivery') return `${leadId}:redelivery:${crypto.randomUUID()}`;
  const target = crypto
    .createHash('sha256')
    .update(`${entry.channel}\n${entry.target.toLowerCase()}`)
    .digest('hex')
    .slice(0, 16);
  return `${leadId}:${purpose}:${target}`;
}

export interface QueueOptions {
  /** Only this channel's deliveries. */
  only?: { channel: DeliveryChannel } | undefined;
  /**
   * Why the emails are not sent (product rule 4.14: 'repeat of lead X'): they are written as
   * skipped with that reason, never sent; the webhook is queued as usual.
   */
  skipEmailsBecause?: string | null | undefined;
}

/**
 * Writes the outbox rows of one delivery of a lead, inside the caller's
 * transaction (the lead's own write), so the lead and its deliveries commit
 * together. Returns how many rows were queued to be sent (skipped ones are not).
 */
export async function queueDeliveries(
  tx: Queryable,
  config: LeadDeliveryConfig,
  lead: Pick<LeadRow, 'id' | 'location_id' | 'category'>,
  purpose: DeliveryPurpose,
  options: QueueOptions = {},
): Promise<number> {
  const { only, skipEmailsBecause } = options;
  const entries = deliveryTargets(config, lead).filter(
    (entry) => !only || entry.channel === only.channel,
  );
  let queued = 0;
  for (const entry of entries) {
    const skipReason = entry.channel === 'email' ? (skipEmailsBecause ?? null) : null;
    const { rowCount } = await tx.query(
      `insert into lead_deliveries
         (lead_id, channel, target, format, purpose, idempotency_key, state, skip_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (idempotency_key) do nothing`,
      [
        lead.id,
        entry.channel,
        entry.target,
        entry.format,
        purpose,
        idempotencyKey(lead.id, purpose, entry),
        skipReason === null ? 'pending' : 'skipped',
        skipReason,
      ],
    );
    if (skipReason === null) queued += rowCount;
  }
  return queued;
}
