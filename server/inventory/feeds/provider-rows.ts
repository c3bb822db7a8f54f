// A provider's row (a JSON object, an XML record) read through the site's mapping: each
// column becomes the car field it names, text is converted by that field's type, and columns
// that name no car field are left out and listed, never guessed at.
import { convertCell, isCarField, isListField, splitList } from '../import/cell-values.ts';

export interface RowMapping {
  /** Provider column -> car field. */
  columns: Readonly<Record<string, string>>;
  listSeparators: readonly string[];
}

/** The car field a provider's column holds, or undefined when it holds none. */
export function fieldOfColumn(column: string, mapping: RowMapping): string | undefined {
  const mapped = mapping.columns[column];
  if (mapped !== undefined) return mapped;
  return isCarField(column) ? column : undefined;
}

function toFieldValue(field: string, value: unknown, separators: readonly string[]): unknown {
  if (typeof value === 'string') {
    return value.trim() === '' ? undefined : convertCell(field, value, separators);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return isListField(field)
      ? value.flatMap((item: string) => splitList(item, separators))
      : value;
  }
  return value;
}

/** `row` with its columns renamed to car fields; `ignored` collects columns left out. */
export function mapProviderRow(row: unknown, mapping: RowMapping, ignored: Set<string>): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  const mapped: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const field = fieldOfColumn(column, mapping);
    if (field === undefined) {
      ignored.add(column);
      continue;
    }
    const converted = toFieldValue(field, value, mapping.listSeparators);
    if (converted !== undefined) mapped[field] = converted;
  }
  return mapped;
}
