import type { Queryable } from '#server/db/database.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { LeadRow } from '../store/lead-row.ts';
import type { ClaimedDelivery } from './claim-deliveries.server.ts';
import { errorDetail } from './failure-detail.ts';
import { leadForDeliveryFromRow } from './lead-for-delivery-from-row.ts';
import { leadMail, shopperMail } from './lead-mail.ts';
import { shopperReservation } from '#server/payments/reservation-store.server.ts';
import type { MailSender } from './mail-sender.server.ts';
import type { AttemptResult } from './record-outcome.server.ts';
import { sendWebhook } from './send-webhook.server.ts';

export interface AttemptContext {
  database: Queryable;
  tenantConfig(slug: string): TenantConfig | undefined;
  webhookSecret(envName: string): string | undefined;
  mail: MailSender;
  mailFrom: string;
  fetch: typeof fetch;
  now: Date;
}

type LeadWithRepeat = LeadRow & { repeat_of_created_at: Date | null };

const failed = (detail: string): AttemptResult => ({ outcome: 'failed', detail });

/** Builds the lead's delivery for the row's channel and sends it once. */
export async function attemptDelivery(
  delivery: ClaimedDelivery,
  context: AttemptContext,
): Promise<AttemptResult> {
  const tenant = context.tenantConfig(delivery.tenant_slug);
  if (!tenant) return failed(`no tenant configuration named ${delivery.tenant_slug}`);
  const { rows } = await context.database.query<LeadWithRepeat>(
    `select l.*, original.created_at as repeat_of_created_at
       from leads l left join leads original on original.id = l.duplicate_of
      where l.id = $1`,
    [delivery.lead_id],
  );
  const row = rows[0];
  if (!row) return failed('the lead no longer exists');
  const { repeat_of_created_at: repeatOfCreatedAt, ...lead } = row;
  const snapshot = leadForDeliveryFromRow({
    lead,
    purpose: delivery.purpose,
    repeatOfCreatedAt,
    tenant,
  });
  if (delivery.channel === 'email') {
    const address = {
      from: context.mailFrom,
      to: delivery.target,
      idempotencyKey: delivery.idempotency_key,
    };
    const mail =
      delivery.purpose === 'shopper-reserved' || delivery.purpose === 'shopper-refunded'
        ? shopperMail(
            snapshot,
            await shopperReservation(context.database, tenant, lead, delivery.purpose),
            address,
          )
        : leadMail(snapshot, address);
    try {
      return { outcome: 'delivered', detail: await context.mail.send(mail) };
    } catch (error) {
      return failed(errorDetail(error));
    }
  }
  const webhook = tenant.lead_delivery.webhook;
  if (!webhook) return failed('the tenant no longer has a webhook configured');
  const secret = context.webhookSecret(webhook.secret_env);
  if (!secret) return failed(`webhook secret missing: environment variable ${webhook.secret_env}`);
  return sendWebhook(snapshot, {
    url: delivery.target,
    format: delivery.format ?? webhook.format,
    secret,
    idempotencyKey: delivery.idempotency_key,
    now: context.now,
    fetch: context.fetch,
  });
}
