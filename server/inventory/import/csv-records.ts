// CSV feeds: a header row of Car field names, one car per record. Cells are
// converted by the field's schema type so that ajv reports what is still wrong;
// lists are `|`-separated (or as a feed's mapping says) and nested objects are JSON.
import { CsvError, parse } from 'csv-parse/sync';
import { convertCell, DEFAULT_LIST_SEPARATORS } from './cell-values.ts';
import type { FeedRecord } from './feed-record.ts';
import type { FeedProblem } from './feed-problem.ts';

/** An empty cell means "not given": the importer's default applies. */
function toRow(
  record: Record<string, string>,
  separators: readonly string[],
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(record)) {
    if (cell.trim() !== '') row[field] = convertCell(field, cell, separators);
  }
  return row;
}

function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

export interface CsvReadOptions {
  /**
   * The car field a header names (a provider's mapping); undefined leaves the column out.
   * Default: the header is the car field.
   */
  fieldOf?: (header: string) => string | undefined;
  listSeparators?: readonly string[];
}

export function readCsvRecords(
  text: string,
  options: CsvReadOptions = {},
): { records: FeedRecord[] } | { problem: FeedProblem } {
  const fieldOf = options.fieldOf ?? ((header: string) => header);
  const separators = options.listSeparators ?? DEFAULT_LIST_SEPARATORS;
  let parsed: Array<{ record: Record<string, string>; raw: string; info: { lines: number } }>;
  try {
    // csv-parse counts a CRLF inside a quoted cell as two lines; with LF only, its line
    // numbers match the file (quoted line breaks become \n in the cell).
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      columns: (header: string[]) => header.map((name) => fieldOf(name.trim())),
      info: true,
      raw: true,
      bom: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number((error as CsvError & { lines?: number }).lines) || 1;
    return { problem: { line, row: 0, field: '', message: error.message } };
  }
  return {
    records: parsed.map((entry, index) => ({
      line: startLine(entry.info.lines, entry.raw),
      row: index + 1,
      value: toRow(entry.record, separators),
    })),
  };
}
