import type { Queryable } from '#server/db/database.server.ts';
import type {
  LeadDeliveryAttemptRow,
  LeadDeliveryRow,
  LeadRow,
} from '#server/leads/store/lead-row.ts';
import { findLeadForAdmin } from './find-lead-for-admin.server.ts';

/** One lead with its deliveries (oldest first) and their attempts. */
export interface LeadDetails {
  lead: LeadRow;
  deliveries: LeadDeliveryRow[];
  attempts: LeadDeliveryAttemptRow[];
}

/** Everything stored about a lead; a LeadAdminError when it is not there (or not `tenant`'s). */
export async function leadDetails(
  database: Queryable,
  leadId: string,
  tenant: string | undefined,
): Promise<LeadDetails> {
  const lead = await findLeadForAdmin(database, leadId, tenant);
  const { rows: deliveries } = await database.query<LeadDeliveryRow>(
    'select * from lead_deliveries where lead_id = $1 order by created_at, id',
    [lead.id],
  );
  const { rows: attempts } = await database.query<LeadDeliveryAttemptRow>(
    `select a.* from lead_delivery_attempts a
     join lead_deliveries d on d.id = a.delivery_id
     where d.lead_id = $1 order by a.attempt_number`,
    [lead.id],
  );
  return { lead, deliveries, attempts };
}
