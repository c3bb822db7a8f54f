import { describe, expect, test } from 'vitest';
import {
  moveHandle,
  percentOfScale,
  PRICE_SLIDER_SCALE as SCALE,
  rangeOfSliderValues,
  sliderValuesOf,
  snapToScale,
  valueAfterKey,
  type SliderHandle,
  type SliderValues,
} from '#shared/pages/listing/price-slider-values.ts';
import type { NumericRange } from '#shared/search-url/search-state.ts';

test('product rule 9.9 scale: 5000 to 250000 in steps of 500', () => {
  expect(SCALE).toEqual({ min: 5000, max: 250000, step: 500 });
});

describe('snapToScale: clamped, whole steps from the minimum', () => {
  test.each([
    [5000, 5000],
    [5249, 5000],
    [5250, 5500],
    [25_100, 25_000],
    [0, 5000],
    [-10, 5000],
    [1_000_000, 250_000],
    [249_900, 250_000],
    [Number.NaN, 5000],
  ])('%d -> %d', (value, expected) => {
    expect(snapToScale(value, SCALE)).toBe(expected);
  });

  test('the top of a scale whose span is not whole steps is still reachable, never passed', () => {
    expect(snapToScale(1000, { min: 0, max: 1000, step: 300 })).toBe(900);
    expect(snapToScale(2000, { min: 0, max: 1000, step: 300 })).toBe(900);
  });
});

describe('moveHandle: handles cannot cross (product rule 9.9)', () => {
  test.each<[SliderValues, SliderHandle, number, SliderValues]>([
    [[5000, 250000], 'low', 20_000, [20_000, 250_000]],
    [[5000, 250000], 'high', 60_100, [5000, 60_000]],
    [[20_000, 30_000], 'low', 40_000, [30_000, 30_000]],
    [[20_000, 30_000], 'high', 10_000, [20_000, 20_000]],
    [[20_000, 30_000], 'low', 1000, [5000, 30_000]],
    [[20_000, 30_000], 'high', 400_000, [20_000, 250_000]],
  ])('%j: %s to %d -> %j', (values, handle, value, expected) => {
    expect(moveHandle(values, handle, value, SCALE)).toEqual(expected);
  });
});

describe('valueAfterKey: the WAI-ARIA slider keys', () => {
  test.each<[string, number | undefined]>([
    ['ArrowRight', 20_500],
    ['ArrowUp', 20_500],
    ['ArrowLeft', 19_500],
    ['ArrowDown', 19_500],
    ['PageUp', 25_000],
    ['PageDown', 15_000],
    ['Home', 5000],
    ['End', 250_000],
    ['Enter', undefined],
    ['a', undefined],
  ])('%s from 20000', (key, expected) => {
    expect(valueAfterKey(key, 20_000, SCALE)).toBe(expected);
  });

  test('keys past an end stop there once moved', () => {
    const next = valueAfterKey('PageDown', 7000, SCALE)!;
    expect(moveHandle([7000, 9000], 'low', next, SCALE)).toEqual([5000, 9000]);
  });
});

describe('refinement <-> handles: the ends of the scale mean any price', () => {
  test.each<[NumericRange, SliderValues]>([
    [{}, [5000, 250_000]],
    [{ min: 10_000 }, [10_000, 250_000]],
    [{ max: 30_000 }, [5000, 30_000]],
    [{ min: 10_000, max: 30_000 }, [10_000, 30_000]],
    [{ min: 1000, max: 900_000 }, [5000, 250_000]],
    [{ min: 12_345 }, [12_500, 250_000]],
  ])('%j sits at %j', (range, values) => {
    expect(sliderValuesOf(range, SCALE)).toEqual(values);
  });

  test.each<[SliderValues, NumericRange]>([
    [[5000, 250_000], {}],
    [[10_000, 250_000], { min: 10_000 }],
    [[5000, 30_000], { max: 30_000 }],
    [[10_000, 30_000], { min: 10_000, max: 30_000 }],
    [[30_000, 30_000], { min: 30_000, max: 30_000 }],
  ])('%j selects %j', (values, range) => {
    expect(rangeOfSliderValues(values, SCALE)).toEqual(range);
  });
});

test.each([
  [5000, 0],
  [250_000, 100],
  [127_500, 50],
])('percentOfScale(%d) = %d', (value, percent) => {
  expect(percentOfScale(value, SCALE)).toBe(percent);
});
