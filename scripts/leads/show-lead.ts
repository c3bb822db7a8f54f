import type { Queryable } from '#server/db/database.server.ts';
import { leadDetails } from '#server/leads/admin/lead-details.server.ts';
import type { LeadsCommand } from './parse-leads-args.ts';
import { displayValue } from './terminal-text.ts';

/** `show`: every stored field of one lead, then each delivery and its attempts. */
export async function printLead(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'show' }>,
): Promise<string> {
  const { lead, deliveries, attempts } = await leadDetails(
    database,
    command.leadId,
    command.tenant,
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
        ['skipped because', delivery.skip_reason],
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
