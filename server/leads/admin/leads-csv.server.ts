import type { Queryable } from '#server/db/database.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import { EXPORT_COLUMNS, exportText } from './export-columns.ts';
import { leadFiltersSql, type LeadFilters } from './lead-filters.ts';

/** The CSV of a tenant's leads that are not spam, oldest first, after a BOM and a header row. */
export async function leadsCsv(
  database: Queryable,
  filters: LeadFilters,
): Promise<{ csv: string; count: number }> {
  const { where, params } = leadFiltersSql(filters);
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
