import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { LeadAdminError } from './lead-admin-error.ts';

/** The lead, checked against `tenant` when one is given; otherwise a LeadAdminError. */
export async function findLeadForAdmin(
  database: Queryable,
  leadId: string,
  tenant: string | undefined,
): Promise<LeadRow> {
  const { rows } = await database.query<LeadRow>('select * from leads where id = $1', [leadId]);
  const lead = rows[0];
  if (!lead) throw new LeadAdminError(`No lead ${leadId}`);
  if (tenant !== undefined && lead.tenant_slug !== tenant) {
    throw new LeadAdminError(`Lead ${leadId} is not a lead of ${tenant}`);
  }
  return lead;
}
