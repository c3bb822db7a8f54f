import { describe, expect, test } from 'vitest';
import { csvCell, csvRow } from '../../scripts/leads/csv.ts';
import { summarizeDeliveries } from '../../scripts/leads/delivery-summary.ts';

describe('lead export CSV cells', () => {
  test.each([
    ['plain', 'Ana', 'Ana'],
    ['empty', '', ''],
    ['comma', 'Lopez, Ana', '"Lopez, Ana"'],
    ['quote', 'the "red" one', '"the ""red"" one"'],
    ['line break', 'one\ntwo', '"one\ntwo"'],
    ['carriage return', 'one\r\ntwo', '"one\r\ntwo"'],
    ['formula =', '=1+1', "'=1+1"],
    ['formula +', '+61 412', "'+61 412"],
    ['formula -', '-2', "'-2"],
    ['formula @', '@SUM(A1)', "'@SUM(A1)"],
    ['formula after tab', '\t=1', "'\t=1"],
    ['formula and quote', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['= inside is harmless', 'a=b', 'a=b'],
  ])('%s', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('a row is comma-separated and CRLF-terminated', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});

describe('delivery state summary', () => {
  test.each([
    [{ delivered: 0, pending: 0, dead: 0 }, 'none'],
    [{ delivered: 2, pending: 0, dead: 0 }, '2/2 delivered'],
    [{ delivered: 0, pending: 1, dead: 0 }, '1 pending'],
    [{ delivered: 0, pending: 0, dead: 1 }, '1 dead'],
    [{ delivered: 1, pending: 1, dead: 1 }, '1 delivered, 1 pending, 1 dead'],
  ])('%o is %s', (counts, expected) => {
    expect(summarizeDeliveries(counts)).toBe(expected);
  });
});
