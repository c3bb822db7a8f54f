// The optional incomplete-lead delivery (tenant lead_delivery.incomplete_after_minutes): a
// multi-step lead left Incomplete that long is delivered once, marked incomplete, so staff can
// follow up. Only leads updated within a day past the tenant's delay are looked at, so a site
// that turns the option on is not flooded with old abandoned forms, and the scans stay short.
import type { Database } from '#server/db/database.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { queueDeliveries } from '../store/queue-deliveries.server.ts';
import type { LeadRow } from '../store/lead-row.ts';

const MINUTE_MS = 60_000;
const WINDOW_MS = 24 * 60 * MINUTE_MS;
/** The schema's largest incomplete_after_minutes (a week). */
const MAX_AFTER_MS = 10_080 * MINUTE_MS;
const BATCH = 100;

const UNSENT_INCOMPLETE = `status = 'Incomplete' and incomplete_delivery_at is null
  and spam_reason is null`;
// Staff can only follow up a lead that left a way to reach the customer.
const REACHABLE = `(coalesce(email, '') <> '' or coalesce(phone, '') <> '')`;

async function queueOne(
  database: Database,
  config: TenantConfig,
  leadId: string,
  { now, due }: { now: Date; due: Date },
): Promise<number> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<Pick<LeadRow, 'id' | 'location_id' | 'category'>>(
      `select id, location_id, category from leads
        where id = $1 and ${UNSENT_INCOMPLETE} and ${REACHABLE} and updated_at <= $2
        for update skip locked`,
      [leadId, due],
    );
    const lead = rows[0];
    if (!lead) return 0;
    // updated_at is left alone: it is the customer's last activity, not ours.
    await tx.query('update leads set incomplete_delivery_at = $2 where id = $1', [leadId, now]);
    return queueDeliveries(tx, config.lead_delivery, lead, 'incomplete');
  });
}

/** Queues the incomplete-lead deliveries now due on every site; returns how many rows. */
export async function queueIncompleteDeliveries(
  database: Database,
  tenantConfig: (slug: string) => TenantConfig | undefined,
  now: Date,
): Promise<number> {
  const oldest = new Date(now.getTime() - MAX_AFTER_MS - WINDOW_MS);
  const { rows: tenants } = await database.query<{ tenant_slug: string }>(
    `select distinct tenant_slug from leads where ${UNSENT_INCOMPLETE} and updated_at > $1`,
    [oldest],
  );
  let queued = 0;
  for (const { tenant_slug: slug } of tenants) {
    const config = tenantConfig(slug);
    const afterMinutes = config?.lead_delivery.incomplete_after_minutes;
    if (!config || !afterMinutes) continue;
    const due = new Date(now.getTime() - afterMinutes * MINUTE_MS);
    const { rows } = await database.query<{ id: string }>(
      `select id from leads
        where tenant_slug = $1 and ${UNSENT_INCOMPLETE} and ${REACHABLE}
          and updated_at <= $2 and updated_at > $3
        order by updated_at limit ${BATCH}`,
      [slug, due, new Date(due.getTime() - WINDOW_MS)],
    );
    for (const { id } of rows) queued += await queueOne(database, config, id, { now, due });
  }
  return queued;
}
