import type { Queryable } from '#server/db/database.server.ts';
import type { LeadDeliveryAttemptRow, LeadDeliveryRow } from '#server/leads/store/lead-row.ts';
import { findLead } from './find-lead.ts';
import type { LeadsCommand } from './parse-leads-args.ts';
import { displayValue } from './terminal-text.ts';

/** `show`: every stored field of one lead, then each delivery and its attempts. */
export async function showLead(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'show' }>,
): Promise<string> {
  const lead = await findLead(database, command.leadId, command.tenant);
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
  const out = [`Lead ${lead.id}`, ...fieldLines(Object.entries(lead))];
  out.push('', deliveries.length === 0 ? 'No deliveries' : `Deliveries (${deliveries.length})`);
  deliveries.forEach((delivery, index) => {
    out.push('', `Delivery ${index + 1}: ${delivery.channel} to ${displayValue(delivery.target)}`);
    out.push(
      ...fieldLines([
        ['channel', delivery.channel],
        ['target', delivery.target],
        ['format', delivery.format],
        ['purpose', delivery.purpose],
        ['state', delivery.state],
        ['attempts', delivery.attempts],
        ['next attempt', delivery.next_attempt_at],
        ['last error', delivery.last_error],
        ['delivered at', delivery.delivered_at],
        ['idempotency key', delivery.idempotency_key],
        ['queued at', delivery.created_at],
      ]),
    );
    for (const attempt of attempts.filter((row) => row.delivery_id === delivery.id)) {
      out.push(
        `  attempt ${attempt.attempt_number}: started ${displayValue(attempt.started_at)}, ` +
          `finished ${displayValue(attempt.finished_at)}, ${attempt.outcome ?? 'unfinished'}` +
          (attempt.detail ? `: ${displayValue(attempt.detail)}` : ''),
      );
    }
  });
  return out.join('\n');
}

/** `name  value` lines, values aligned; a multi-line value's further lines are indented too. */
function fieldLines(fields: Array<[string, unknown]>): string[] {
  const width = Math.max(...fields.map(([name]) => name.length));
  const indent = ' '.repeat(width + 4);
  return fields.map(([name, value]) => {
    const text = displayValue(value, { multiline: true }).replace(/\n/g, `\n${indent}`);
    return `  ${name.padEnd(width)}  ${text}`;
  });
}
