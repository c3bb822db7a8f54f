import type { Queryable } from '#server/db/database.server.ts';
import { summarizeDeliveries } from '#server/leads/admin/delivery-summary.ts';
import { listLeads, type ListedLead } from '#server/leads/admin/list-leads.server.ts';
import type { LeadsCommand } from './parse-leads-args.ts';
import { displayValue, formatTable } from './terminal-text.ts';

const HEADERS = ['created', 'lead id', 'status', 'category', 'car', 'customer', 'deliveries', ''];

/** `list`: a tenant's newest leads as a table, with each one's delivery state. */
export async function printLeadList(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'list' }>,
): Promise<string> {
  const rows = await listLeads(database, command);
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
