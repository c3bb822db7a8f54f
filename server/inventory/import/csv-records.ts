// CSV feeds: a header row of Car field names, one car per record. Cells are
// converted by the field's schema type so that ajv reports what is still wrong;
// lists are `|`-separated and nested objects (finance_lenders, location) are JSON.
import { CsvError, parse } from 'csv-parse/sync';
import { CAR_PROPERTIES } from '../car-schema.server.ts';
import type { FeedRecord } from './feed-record.ts';
import type { FeedProblem } from './feed-problem.ts';

const LIST_SEPARATOR = '|';
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);
const NUMBER = /^-?\d+(\.\d+)?$/;

type PropertySchema = { type?: string | readonly string[]; anyOf?: readonly PropertySchema[] };

function typesOf(schema: PropertySchema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return schema.type === undefined ? [] : [schema.type].flat();
}

function convertCell(field: string, cell: string): unknown {
  const types = typesOf((CAR_PROPERTIES as Record<string, PropertySchema>)[field]);
  const trimmed = cell.trim();
  if (types.includes('array')) {
    if (trimmed.startsWith('[')) return parseJsonOr(trimmed);
    return trimmed
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (types.includes('object')) return parseJsonOr(trimmed);
  if ((types.includes('integer') || types.includes('number')) && NUMBER.test(trimmed)) {
    return Number(trimmed);
  }
  if (types.includes('boolean')) {
    const word = trimmed.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return cell;
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An empty cell means "not given": the importer's default applies. */
function toRow(record: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(record)) {
    if (cell.trim() !== '') row[field] = convertCell(field, cell);
  }
  return row;
}

function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

export function readCsvRecords(text: string): { records: FeedRecord[] } | { problem: FeedProblem } {
  let parsed: Array<{ record: Record<string, string>; raw: string; info: { lines: number } }>;
  try {
    // csv-parse counts a CRLF inside a quoted cell as two lines; with LF only, its line
    // numbers match the file (quoted line breaks become \n in the cell).
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      columns: (header: string[]) => header.map((name) => name.trim()),
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
      value: toRow(entry.record),
    })),
  };
}
