import { printable } from './printable-text.ts';

/** Written first so Excel reads the file as UTF-8 (LibreOffice detects it either way). */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell as a formula when it starts with one of these (OWASP CSV
// injection), also after leading spaces; the full-width forms count in some locales.
const FORMULA_START = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
// A number or phone number: evaluated, it can only give a number or an error (no function,
// cell reference or link), so it is left as typed. See docs/decisions/0014-leads-export-cells.md.
const NUMBER_OR_PHONE = /^[+-]?[\d(][\d\s().-]*$/;

/**
 * One CSV cell (RFC 4180): control characters shown as visible \u escapes, line breaks as
 * LF; a cell a spreadsheet would evaluate gets a leading apostrophe; quoted when it holds a
 * quote, comma or line break.
 */
export function csvCell(value: string): string {
  const text = printable(value, { multiline: true });
  const safe = FORMULA_START.test(text) && !NUMBER_OR_PHONE.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
