import { describe, expect, test } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CSV_BOM, csvCell, csvRow } from '#server/leads/admin/csv.ts';
import { summarizeDeliveries } from '#server/leads/admin/delivery-summary.ts';
import { printable } from '#server/leads/admin/printable-text.ts';

describe('lead export CSV cells', () => {
  test.each([
    ['plain', 'Ana', 'Ana'],
    ['empty', '', ''],
    ['comma', 'Lopez, Ana', '"Lopez, Ana"'],
    ['quote', 'the "red" one', '"the ""red"" one"'],
    ['line break', 'one\ntwo', '"one\ntwo"'],
    ['CRLF kept as one LF line break', 'one\r\ntwo', '"one\ntwo"'],
    ['non-ASCII name', 'Zoë Ōtaki-Ngā 李', 'Zoë Ōtaki-Ngā 李'],
    ['formula =', '=1+1', "'=1+1"],
    ['formula +', '+SUM(A1)', "'+SUM(A1)"],
    ['formula -', '-2+3+cmd|x', "'-2+3+cmd|x"],
    ['formula @', '@SUM(A1)', "'@SUM(A1)"],
    ['formula after spaces', '  =1+1', "'  =1+1"],
    ['formula after a line break', '\n=1+1', `"'\n=1+1"`],
    ['formula after tab (tab shown as a space)', '\t=1', "' =1"],
    ['formula after CR', '\r=1', "' =1"],
    ['full-width formula', '＝1+1', "'＝1+1"],
    ['DDE', "=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
    ['formula and quote', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['= inside is harmless', 'a=b', 'a=b'],
    ['international phone left as typed', '+61 412 345 678', '+61 412 345 678'],
    ['UK phone as stored', '+447911123456', '+447911123456'],
    ['bracketed phone', '+61 (0)412-345-678', '+61 (0)412-345-678'],
    ['negative number', '-2', '-2'],
    ['a lone minus', '-', "'-"],
    ['escape sequence shown, not sent', '\u001b[31mRed', '\\u001b[31mRed'],
    ['OSC title sequence', '\u001b]0;pwned\u0007x', '\\u001b]0;pwned\\u0007x'],
    ['NUL and DEL', 'a\u0000b\u007f', 'a\\u0000b\\u007f'],
    ['C1 CSI', '\u009b31m', '\\u009b31m'],
    ['bidi override', 'abc\u202edcba', 'abc\\u202edcba'],
    ['escape before a formula', '\u001b=1', '\\u001b=1'],
  ])('%s', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('a row is comma-separated and CRLF-terminated', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  test('hostile rows read back by an RFC 4180 parser: same cells, no control character', () => {
    const hostile = [
      ['Zoë "Z" O\'Neil, Jr.', 'line one\r\nline two, "quoted"', '=1+1', '+61 412 345 678'],
      ['\u001b[2J\u001b[H', '@cmd', 'a\u0000b', 'Ōtaki'],
    ];
    const csv =
      CSV_BOM + csvRow(['name', 'message', 'formula', 'phone']) + hostile.map(csvRow).join('');
    expect(csv.startsWith('\uFEFFname,')).toBe(true);
    expect(csv).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/);
    const records = parse(csv, { bom: true, relax_column_count: false }) as string[][];
    expect(records).toEqual([
      ['name', 'message', 'formula', 'phone'],
      ['Zoë "Z" O\'Neil, Jr.', 'line one\nline two, "quoted"', "'=1+1", '+61 412 345 678'],
      ['\\u001b[2J\\u001b[H', "'@cmd", 'a\\u0000b', 'Ōtaki'],
    ]);
  });
});

describe('terminal text', () => {
  test('one line: breaks and tabs become spaces, controls visible escapes', () => {
    expect(printable('a\r\nb\tc\u001b[1m\u0085')).toBe('a b c\\u001b[1m\\u0085');
  });
  test('multi-line keeps a line break once, CRLF or LF', () => {
    expect(printable('a\r\nb\nc\rd', { multiline: true })).toBe('a\nb\nc d');
  });
});

describe('delivery state summary', () => {
  test.each([
    [{ delivered: 0, pending: 0, dead: 0, skipped: 0 }, 'none'],
    [{ delivered: 2, pending: 0, dead: 0, skipped: 0 }, '2/2 delivered'],
    [{ delivered: 0, pending: 1, dead: 0, skipped: 0 }, '1 pending'],
    [{ delivered: 0, pending: 0, dead: 1, skipped: 0 }, '1 dead'],
    [{ delivered: 1, pending: 1, dead: 1, skipped: 0 }, '1 delivered, 1 pending, 1 dead'],
    // product rule 4.14: a repeat enquiry's emails are skipped, its webhook delivered.
    [{ delivered: 1, pending: 0, dead: 0, skipped: 2 }, '1 delivered, 2 skipped'],
  ])('%o is %s', (counts, expected) => {
    expect(summarizeDeliveries(counts)).toBe(expected);
  });
});
