import type { Database } from '#server/db/database.server.ts';
import { queueDeliveries } from '#server/leads/store/queue-deliveries.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { CommandFailure } from './cli-outcome.ts';
import { findLead } from './find-lead.ts';
import type { LeadsCommand } from './parse-leads-args.ts';

/** `redeliver`: queues the lead's deliveries again, as purpose 'redelivery', for the relay. */
export async function redeliverLead(
  database: Database,
  tenants: readonly TenantConfig[],
  command: Extract<LeadsCommand, { name: 'redeliver' }>,
): Promise<string> {
  const lead = await findLead(database, command.leadId, command.tenant);
  if (lead.spam_reason !== null) {
    throw new CommandFailure(
      `Lead ${lead.id} was taken for spam (${lead.spam_reason}): spam is never delivered`,
    );
  }
  if (lead.status !== 'Complete') {
    throw new CommandFailure(
      `Lead ${lead.id} is Incomplete: only a submitted (Complete) lead can be redelivered`,
    );
  }
  const tenant = tenants.find((candidate) => candidate.slug === lead.tenant_slug);
  if (!tenant) {
    throw new CommandFailure(
      `Lead ${lead.id} belongs to ${lead.tenant_slug}, which has no tenants/${lead.tenant_slug}.json`,
    );
  }
  const only = command.channel ? { channel: command.channel } : undefined;
  const queued = await database.transaction((tx) =>
    queueDeliveries(tx, tenant.lead_delivery, lead, 'redelivery', only),
  );
  if (queued === 0) {
    throw new CommandFailure(
      `Nothing queued: ${tenant.slug} has no ${command.channel ?? 'lead'} delivery configured`,
    );
  }
  return (
    `Queued ${queued} ${queued === 1 ? 'delivery' : 'deliveries'} of lead ${lead.id} ` +
    `(purpose redelivery). The running server's relay sends them; if none is running, ` +
    'the next start does.'
  );
}
