import fs from 'node:fs';
import type { Queryable } from '#server/db/database.server.ts';
import { leadsCsv } from '#server/leads/admin/leads-csv.server.ts';
import type { LeadsCommand } from './parse-leads-args.ts';

/** `export`: the CSV on stdout, or written to --out (readable by its owner only: personal data). */
export async function exportLeads(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'export' }>,
): Promise<string> {
  const { csv, count } = await leadsCsv(database, command);
  if (command.out === undefined) return csv;
  fs.writeFileSync(command.out, csv, { encoding: 'utf8', mode: 0o600 });
  return `Wrote ${count} ${count === 1 ? 'lead' : 'leads'} of ${command.tenant} to ${command.out}`;
}
