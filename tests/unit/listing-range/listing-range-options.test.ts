import { describe, expect, test } from 'vitest';
import {
  fittingStep,
  ladderOptions,
  MAX_RANGE_OPTIONS,
  rangeOfStart,
  rangeUiValue,
  steppedOptions,
  withBound,
  withRefinedBounds,
} from '#shared/pages/listing/listing-range-options.ts';
import type { NumericRange } from '#shared/search-url/search-state.ts';

describe('steppedOptions', () => {
  test.each<[{ min: number; max: number }, number, number[]]>([
    [{ min: 2018, max: 2021 }, 1, [2018, 2019, 2020, 2021]],
    [{ min: 2, max: 8 }, 1, [2, 3, 4, 5, 6, 7, 8]],
    [{ min: 112.4, max: 260.9 }, 50, [100, 150, 200, 250, 300]],
    [{ min: 5, max: 5 }, 1, [5]],
    [{ min: 10, max: 5 }, 1, []],
    [{ min: 0, max: 10 }, 0, []],
  ])('%j by %d', (stats, step, expected) => {
    expect(steppedOptions(stats, step)).toEqual(expected);
  });

  test('never longer than the limit', () => {
    expect(steppedOptions({ min: 0, max: 10_000 }, 1)).toHaveLength(MAX_RANGE_OPTIONS);
  });
});

test.each<[{ min: number; max: number }, number]>([
  [{ min: 2000, max: 2025 }, 1],
  [{ min: 1970, max: 2025 }, 2],
  [{ min: 1900, max: 2025 }, 5],
  [{ min: 0, max: 100_000 }, 10],
])('fittingStep(%j) = %d', (stats, step) => {
  expect(fittingStep(stats, [1, 2, 5, 10])).toBe(step);
});

test.each<[number, number[]]>([
  [25_000, [10_000, 20_000, 30_000]],
  [30_000, [10_000, 20_000, 30_000]],
  [5, [10_000]],
  [900_000, [10_000, 20_000, 30_000, 50_000]],
])('ladderOptions up to %d', (max, expected) => {
  expect(ladderOptions([10_000, 20_000, 30_000, 50_000], { min: 0, max })).toEqual(expected);
});

test('a refined bound from the URL is always an option', () => {
  expect(withRefinedBounds([2018, 2019, 2020], { min: 2015, max: 2019 })).toEqual([
    2015, 2018, 2019, 2020,
  ]);
  expect(withRefinedBounds([1, 2], {})).toEqual([1, 2]);
});

describe('withBound: a select never crosses the other bound', () => {
  test.each<[NumericRange, 'min' | 'max', number | undefined, NumericRange]>([
    [{}, 'min', 2019, { min: 2019 }],
    [{ min: 2019 }, 'max', 2021, { min: 2019, max: 2021 }],
    [{ min: 2019, max: 2021 }, 'min', undefined, { max: 2021 }],
    [{ min: 2019, max: 2021 }, 'min', 2023, { min: 2023, max: 2023 }],
    [{ min: 2019, max: 2021 }, 'max', 2015, { min: 2015, max: 2015 }],
    [{ min: 2019, max: 2021 }, 'max', 2019, { min: 2019, max: 2019 }],
  ])('%j, %s = %s -> %j', (range, side, value, expected) => {
    expect(withBound(range, side, value)).toEqual(expected);
  });
});

test.each<[NumericRange, string | undefined]>([
  [{}, undefined],
  [{ min: 5000 }, '5000:'],
  [{ max: 20_000 }, ':20000'],
  [{ min: 5000, max: 20_000 }, '5000:20000'],
])('rangeUiValue(%j) = %s', (range, value) => {
  expect(rangeUiValue(range)).toBe(value);
});

test.each<[number[], NumericRange]>([
  [[-Infinity, Infinity], {}],
  [[5000, Infinity], { min: 5000 }],
  [[-Infinity, 20_000], { max: 20_000 }],
  [[0, 20_000], { min: 0, max: 20_000 }],
])('rangeOfStart(%j) = %j', (start, range) => {
  expect(rangeOfStart(start)).toEqual(range);
});
