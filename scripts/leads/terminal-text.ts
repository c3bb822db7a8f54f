/**
 * C0 and C1 controls, DEL, and the bidirectional overrides and isolates that can make text
 * read differently from what it holds (U+202A-U+202E, U+2066-U+2069), plus the Unicode line
 * and paragraph separators. A CRLF pair is matched whole, so it stays one line break.
 */
const UNSAFE = /\r\n|[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/**
 * A stored value made safe to print or to put in a spreadsheet cell: shoppers typed these
 * fields, and an escape sequence in a name or message must not drive the operator's terminal.
 * Control characters are shown as visible \u escapes (see docs/decisions/0014-leads-export-cells.md); a line break
 * (LF, CRLF) is kept as LF when `multiline`, else it becomes a space, as does a tab or lone CR.
 */
export function printable(value: string, { multiline = false } = {}): string {
  return value.replace(UNSAFE, (char) => {
    if (char === '\n' || char === '\r\n') return multiline ? '\n' : ' ';
    if (char === '\r' || char === '\t') return ' ';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

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
