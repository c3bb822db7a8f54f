import { printable } from '#server/leads/admin/printable-text.ts';

/** A stored value as one line of text: dates as ISO UTC, JSON compact, null as '-'. */
export function displayValue(value: unknown, options: { multiline?: boolean } = {}): string {
  if (value === null || value === undefined) return '-';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return printable(JSON.stringify(value));
  return printable(String(value), options);
}

/** Columns padded to their widest cell; the last column is not padded. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
