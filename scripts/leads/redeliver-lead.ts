import type { Database } from '#server/db/database.server.ts';
import { redeliverLead } from '#server/leads/admin/redeliver-lead.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { LeadsCommand } from './parse-leads-args.ts';

/** `redeliver`: queues the lead's deliveries again, as purpose 'redelivery', for the relay. */
export async function printRedelivery(
  database: Database,
  tenants: readonly TenantConfig[],
  command: Extract<LeadsCommand, { name: 'redeliver' }>,
): Promise<string> {
  const { leadId, queued } = await redeliverLead(database, tenants, command);
  return (
    `Queued ${queued} ${queued === 1 ? 'delivery' : 'deliveries'} of lead ${leadId} ` +
    `(purpose redelivery). The running server's relay sends them; if none is running, ` +
    'the next start does.'
  );
}
