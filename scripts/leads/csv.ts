// Spreadsheets run a cell that starts with one of these as a formula (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
