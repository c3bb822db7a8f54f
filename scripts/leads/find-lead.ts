import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { CommandFailure } from './cli-outcome.ts';

/** The lead, checked against --tenant when one is given; otherwise a CommandFailure. */
export async function findLead(
  database: Queryable,
  leadId: string,
  tenant: string | undefined,
): Promise<LeadRow> {
  const { rows } = await database.query<LeadRow>('select * from leads where id = $1', [leadId]);
  const lead = rows[0];
  if (!lead) throw new CommandFailure(`No lead ${leadId}`);
  if (tenant !== undefined && lead.tenant_slug !== tenant) {
    throw new CommandFailure(`Lead ${leadId} is not a lead of ${tenant}`);
  }
  return lead;
}
