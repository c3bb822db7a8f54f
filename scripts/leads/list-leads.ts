import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { summarizeDeliveries, type DeliveryCounts } from './delivery-summary.ts';
import { leadFiltersSql } from './lead-filters.ts';
import type { LeadsCommand } from './parse-leads-args.ts';
import { displayValue, formatTable } from './terminal-text.ts';

type ListedLead = Pick<
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

const HEADERS = ['created', 'lead id', 'status', 'category', 'car', 'customer', 'deliveries', ''];

/** `list`: a tenant's newest leads as a table, with each one's delivery state. */
export async function listLeads(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'list' }>,
): Promise<string> {
  const { where, params } = leadFiltersSql(command, { includeSpam: command.spam });
  params.push(command.limit);
  const { rows } = await database.query<ListedLead>(
    `select l.id, l.created_at, l.status, l.category, l.stock_number, l.vehicle_make,
       l.vehicle_model, l.car_snapshot, l.name, l.last_name, l.duplicate_of, l.spam_reason,
       count(d.id) filter (where d.state = 'delivered') as delivered,
       count(d.id) filter (where d.state = 'pending') as pending,
       count(d.id) filter (where d.state = 'dead') as dead
     from leads l left join lead_deliveries d on d.lead_id = l.id
     where ${where}
     group by l.id
     order by l.created_at desc, l.id
     limit $${params.length}`,
    params,
  );
  if (rows.length === 0) return `No leads for ${command.tenant} match.`;
  const table = formatTable(HEADERS, rows.map(toCells));
  const more =
    rows.length === command.limit ? ` (the newest ${command.limit}: see --limit, --since)` : '';
  return `${table}\n\n${rows.length} ${rows.length === 1 ? 'lead' : 'leads'}${more}`;
}

function toCells(lead: ListedLead): string[] {
  const markers = [lead.duplicate_of && 'repeat', lead.spam_reason && 'spam'].filter(Boolean);
  return [
    lead.created_at.toISOString(),
    lead.id,
    lead.status,
    displayValue(lead.category),
    describeCar(lead),
    displayValue(join(lead.name, lead.last_name) || null),
    summarizeDeliveries(lead),
    markers.join(', '),
  ];
}

/** Stock number and make/model, from the lead's fields or the car as it was then. */
function describeCar(lead: ListedLead): string {
  const car = lead.car_snapshot;
  const text = join(
    lead.stock_number ?? car?.stocknum,
    lead.vehicle_make ?? car?.make,
    lead.vehicle_model ?? car?.model,
  );
  return displayValue(text || null);
}

function join(...parts: Array<string | null | undefined>): string {
  return parts.filter((part) => part).join(' ');
}
