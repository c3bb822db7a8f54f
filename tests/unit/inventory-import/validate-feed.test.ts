import { describe, expect, it } from 'vitest';
import { carValidators, describeSchemaErrors } from '#server/inventory/import/car-validators.ts';
import { validateFeed } from '#server/inventory/import/validate-feed.ts';
import type { FeedRecord } from '#server/inventory/import/feed-record.ts';
import { asRecords, baysideRow, NOW, tenant } from './support.ts';

function validate(
  records: readonly FeedRecord[],
  onProgress?: (done: number, total: number) => void,
) {
  return validateFeed(records, {
    tenant: tenant('bayside-mazda'),
    previousCreatedAt: new Map(),
    now: NOW,
    ...(onProgress ? { onProgress } : {}),
  });
}

function rowProblems(value: unknown) {
  const { feedRow } = carValidators();
  feedRow(value);
  return describeSchemaErrors(feedRow.errors);
}

describe('feed row schema problems', () => {
  it('names every required field a row leaves out', () => {
    const missing = ['stocknum', 'year', 'make', 'model', 'price', 'price_type', 'car_type'];
    missing.push('status', 'km', 'location_id');
    expect(rowProblems({ id: 1 })).toEqual(
      missing.map((field) => ({ field, message: 'is required' })),
    );
  });

  it('names a field that is not a field of a car', () => {
    expect(rowProblems(baysideRow({ ...({ colour_code: '46G' } as object) }))).toEqual([
      { field: 'colour_code', message: 'is not a field of a car' },
    ]);
  });

  it('lists the allowed values of an enum with the value given', () => {
    expect(rowProblems(baysideRow({ car_type: 'New' as never }))).toEqual([
      { field: 'car_type', message: 'must be one of new, demo, used (got "New")' },
    ]);
    expect(rowProblems(baysideRow({ simple_transmission: 'CVT' as never }))).toEqual([
      { field: 'simple_transmission', message: 'must be one of Automatic, Manual (got "CVT")' },
    ]);
  });

  it('gives the value with a type error, once for a nullable field', () => {
    expect(rowProblems(baysideRow({ price: '32990' as never, series: 5 as never }))).toEqual([
      { field: 'series', message: 'must be string (got 5)' },
      { field: 'price', message: 'must be number (got "32990")' },
    ]);
  });

  it('points below the field for nested problems', () => {
    const lenders = [{ name: 'AusLoans', annual_rate: 'six' }];
    expect(rowProblems(baysideRow({ finance_lenders: lenders as never }))).toEqual([
      { field: 'finance_lenders/0/comparison_rate', message: 'is required' },
      { field: 'finance_lenders/0/annual_rate', message: 'must be number (got "six")' },
    ]);
  });

  it('shortens a long value to 60 characters', () => {
    const [problem] = rowProblems(baysideRow({ year: 'x'.repeat(100) as never }));
    expect(problem).toEqual({
      field: 'year',
      message: `must be integer (got "${'x'.repeat(56)}...)`,
    });
  });

  it('reports a row that is not an object', () => {
    expect(rowProblems('900001,BM100')).toEqual([
      { field: '', message: 'must be object (got "900001,BM100")' },
    ]);
  });
});

describe('validateFeed', () => {
  it('accepts good rows as complete cars with their line and row', () => {
    const { accepted, problems } = validate([
      { line: 2, row: 1, value: baysideRow() },
      { line: 9, row: 2, value: baysideRow({ id: 900_002, stocknum: 'BM101' }) },
    ]);
    expect(problems).toEqual([]);
    expect(accepted.map(({ line, row, car }) => [line, row, car.id, car.slug])).toEqual([
      [2, 1, 900_001, '2021-mazda-cx-5-bm100'],
      [9, 2, 900_002, '2021-mazda-cx-5-bm101'],
    ]);
  });

  it('checks every row and reports each problem with the row’s line', () => {
    const { accepted, problems } = validate(
      asRecords([
        baysideRow({ km: -1 }),
        baysideRow({ id: 900_002, stocknum: 'BM101' }),
        baysideRow({ id: 900_003, stocknum: 'BM102', location_id: 1101 }),
        { id: 900_004 },
      ]),
    );
    expect(accepted.map(({ car }) => car.id)).toEqual([900_002]);
    expect(problems.slice(0, 2)).toEqual([
      { line: 2, row: 1, field: 'km', message: 'must be >= 0 (got -1)' },
      {
        line: 4,
        row: 3,
        field: 'location_id',
        message: "1101 is not one of bayside-mazda's locations (4101)",
      },
    ]);
    expect(problems.slice(2).map(({ line, row, message }) => [line, row, message])).toEqual(
      Array(10).fill([5, 4, 'is required']),
    );
  });

  it('reports a repeated id, stock number or slug on the later row, naming the first', () => {
    const { problems } = validate(
      asRecords([
        baysideRow({ id: 1, stocknum: 'A1' }),
        baysideRow({ id: 2, stocknum: 'A2', slug: 'my-cx-5' }),
        baysideRow({ id: 1, stocknum: 'A3' }),
        baysideRow({ id: 4, stocknum: 'A2' }),
        baysideRow({ id: 5, stocknum: 'A5', slug: 'my-cx-5' }),
      ]),
    );
    expect(problems).toEqual([
      { line: 4, row: 3, field: 'id', message: '1 is already used by row 1' },
      { line: 5, row: 4, field: 'stocknum', message: 'A2 is already used by row 2' },
      { line: 6, row: 5, field: 'slug', message: 'my-cx-5 is already used by row 2' },
    ]);
  });

  it('reports every field a repeated row shares with the first', () => {
    const { problems } = validate(asRecords([baysideRow(), baysideRow()]));
    expect(problems).toEqual([
      { line: 3, row: 2, field: 'id', message: '900001 is already used by row 1' },
      { line: 3, row: 2, field: 'stocknum', message: 'BM100 is already used by row 1' },
      {
        line: 3,
        row: 2,
        field: 'slug',
        message: '2021-mazda-cx-5-bm100 is already used by row 1',
      },
    ]);
  });

  it('reports progress every 500 rows and at the end', () => {
    const rows = Array.from({ length: 501 }, (_, index) =>
      baysideRow({ id: index + 1, stocknum: `S${index + 1}` }),
    );
    const calls: Array<[number, number]> = [];
    const { accepted } = validate(asRecords(rows), (done, total) => calls.push([done, total]));
    expect(accepted).toHaveLength(501);
    expect(calls).toEqual([
      [500, 501],
      [501, 501],
    ]);
  });
});
