import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import type { DeliveryCounts } from './delivery-summary.ts';
import { leadFiltersSql, type LeadFilters } from './lead-filters.ts';

/** A lead as the list shows it, with how many of its deliveries are in each state. */
export type ListedLead = Pick<
  LeadRow,
  | 'id'
  | 'created_at'
  | 'status'
  | 'category'
  | 'stock_number'
  | 'vehicle_make'
  | 'vehicle_model'
  | 'car_snapshot'
  | 'name'
  | 'last_name'
  | 'duplicate_of'
  | 'spam_reason'
> &
  DeliveryCounts;

export interface LeadListQuery extends LeadFilters {
  limit: number;
  /** Spam too (left out otherwise). */
  spam: boolean;
}

/** A tenant's newest leads (at most `limit`), each with its delivery counts. */
export async function listLeads(database: Queryable, query: LeadListQuery): Promise<ListedLead[]> {
  const { where, params } = leadFiltersSql(query, { includeSpam: query.spam });
  params.push(query.limit);
  const { rows } = await database.query<ListedLead>(
    `select l.id, l.created_at, l.status, l.category, l.stock_number, l.vehicle_make,
       l.vehicle_model, l.car_snapshot, l.name, l.last_name, l.duplicate_of, l.spam_reason,
       count(d.id) filter (where d.state = 'delivered') as delivered,
       count(d.id) filter (where d.state = 'pending') as pending,
       count(d.id) filter (where d.state = 'dead') as dead,
       count(d.id) filter (where d.state = 'skipped') as skipped
     from leads l left join lead_deliveries d on d.lead_id = l.id
     where ${where}
     group by l.id
     order by l.created_at desc, l.id
     limit $${params.length}`,
    params,
  );
  return rows;
}
