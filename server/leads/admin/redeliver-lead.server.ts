import type { Database } from '#server/db/database.server.ts';
import type { DeliveryChannel } from '#server/leads/store/lead-row.ts';
import { queueDeliveries } from '#server/leads/store/queue-deliveries.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { findLeadForAdmin } from './find-lead-for-admin.server.ts';
import { LeadAdminError } from './lead-admin-error.ts';

export interface RedeliveryRequest {
  leadId: string;
  /** When given, the lead must be this tenant's. */
  tenant?: string;
  /** Only this channel's deliveries; all of them otherwise. */
  channel?: DeliveryChannel;
}

/**
 * Queues a Complete, non-spam lead's deliveries again, as purpose 'redelivery', for the
 * outbox; the number queued. Anything refused is a LeadAdminError saying why.
 */
export async function redeliverLead(
  database: Database,
  tenants: readonly TenantConfig[],
  request: RedeliveryRequest,
): Promise<{ leadId: string; queued: number }> {
  const lead = await findLeadForAdmin(database, request.leadId, request.tenant);
  if (lead.spam_reason !== null) {
    throw new LeadAdminError(
      `Lead ${lead.id} was taken for spam (${lead.spam_reason}): spam is never delivered`,
    );
  }
  if (lead.status !== 'Complete') {
    throw new LeadAdminError(
      `Lead ${lead.id} is Incomplete: only a submitted (Complete) lead can be redelivered`,
    );
  }
  const tenant = tenants.find((candidate) => candidate.slug === lead.tenant_slug);
  if (!tenant) {
    throw new LeadAdminError(
      `Lead ${lead.id} belongs to ${lead.tenant_slug}, which has no tenants/${lead.tenant_slug}.json`,
    );
  }
  const only = request.channel ? { channel: request.channel } : undefined;
  const queued = await database.transaction((tx) =>
    queueDeliveries(tx, tenant.lead_delivery, lead, 'redelivery', { only }),
  );
  if (queued === 0) {
    throw new LeadAdminError(
      `Nothing queued: ${tenant.slug} has no ${request.channel ?? 'lead'} delivery configured`,
    );
  }
  return { leadId: lead.id, queued };
}
