import fs from 'node:fs';
import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import { EXPORT_COLUMNS, exportText } from './export-columns.ts';
import { leadFiltersSql } from './lead-filters.ts';
import type { LeadsCommand } from './parse-leads-args.ts';

/** The CSV of a tenant's leads that are not spam, oldest first, after a BOM and a header row. */
export async function leadsCsv(
  database: Queryable,
  command: Extract<LeadsCommand, { name: 'export' }>,
): Promise<{ csv: string; count: number }> {
  const { where, params } = leadFiltersSql(command);
  const { rows } = await database.query<LeadRow>(
    `select l.* from leads l where ${where} order by l.created_at, l.id`,
    params,
  );
  const header = csvRow(EXPORT_COLUMNS.map(([name]) => name));
  const lines = rows.map((lead) =>
    csvRow(EXPORT_COLUMNS.map(([, cell]) => exportText(cell(lead)))),
  );
  return { csv: CSV_BOM + header + lines.join(''), count: rows.length };
}

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
