// The choices of the listing's min/max range selects (year, odometer, seats, weekly repayments).
import type { NumericRange } from '../../search-url/search-state.ts';

/** The lowest and highest value of the attribute among the cars (the engine's facet stats). */
export interface RangeStats {
  min: number;
  max: number;
}

/** A select longer than this is a chore to use; wider ranges take a bigger step. */
export const MAX_RANGE_OPTIONS = 30;

/** Whole multiples of `step` from at or below stats.min to at or above stats.max, at most `limit`. */
export function steppedOptions(stats: RangeStats, step: number, limit = MAX_RANGE_OPTIONS) {
  if (!(step > 0) || stats.max < stats.min) return [];
  const first = Math.floor(stats.min / step) * step;
  const last = Math.ceil(stats.max / step) * step;
  const count = Math.min(Math.round((last - first) / step) + 1, limit);
  return Array.from({ length: count }, (_, index) => first + index * step);
}

/** The smallest step from `steps` whose options cover the stats within the limit (the last one otherwise). */
export function fittingStep(stats: RangeStats, steps: readonly number[]): number {
  const fits = (step: number) =>
    Math.ceil(stats.max / step) - Math.floor(stats.min / step) + 1 <= MAX_RANGE_OPTIONS;
  return steps.find(fits) ?? steps[steps.length - 1] ?? 1;
}

/** Values of a fixed ladder (odometer readings) that matter for the stats: up to the first at or past the maximum. */
export function ladderOptions(ladder: readonly number[], stats: RangeStats): number[] {
  const past = ladder.findIndex((value) => value >= stats.max);
  return past < 0 ? [...ladder] : ladder.slice(0, past + 1);
}

/** The options plus the refinement's own bounds (a URL may hold any value), ascending, once each. */
export function withRefinedBounds(options: readonly number[], range: NumericRange): number[] {
  const bounds = [range.min, range.max].filter((bound): bound is number => bound !== undefined);
  return [...new Set([...options, ...bounds])].sort((a, b) => a - b);
}

/**
 * A bound change from a select, never crossing the other bound (product rule 9.9: handles cannot
 * cross): a minimum above the maximum, or a maximum below the minimum, moves both.
 */
export function withBound(range: NumericRange, side: 'min' | 'max', value?: number): NumericRange {
  const next: NumericRange = { ...range, [side]: value };
  if (next.min !== undefined && next.max !== undefined && next.min > next.max) {
    if (side === 'min') next.max = next.min;
    else next.min = next.max;
  }
  return {
    ...(next.min !== undefined && { min: next.min }),
    ...(next.max !== undefined && { max: next.max }),
  };
}

/** InstantSearch's UI state spelling of a range ('min:max', either side empty); undefined when open. */
export function rangeUiValue({ min, max }: NumericRange): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  return `${min ?? ''}:${max ?? ''}`;
}

/** The range a useRange `start` ([-Infinity, Infinity] for open sides) stands for. */
export function rangeOfStart([min, max]: readonly (number | undefined)[]): NumericRange {
  return {
    ...(min !== undefined && Number.isFinite(min) && { min }),
    ...(max !== undefined && Number.isFinite(max) && { max }),
  };
}
