import { useCallback } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch';
import type { NumericRange, RangeAttribute } from '../../search-url/search-state.ts';
import { rangeOfStart, rangeUiValue, type RangeStats } from './listing-range-options.ts';

export interface RangeFacet {
  /** The refinement in force; open sides left out. */
  current: NumericRange;
  /** The attribute's lowest and highest value among the cars the other filters keep. */
  stats: RangeStats;
  /** False when every car has the same value (or none): nothing to choose between. */
  canRefine: boolean;
}

/**
 * One range facet's state. useRange registers the attribute with InstantSearch (so a
 * range in the URL filters the search) and reads the engine's facet stats; its bounds
 * are not passed, as they would be added to every search.
 */
export function useRangeFacet(attribute: RangeAttribute): RangeFacet {
  const { range, start, canRefine } = useRange({ attribute });
  return {
    current: rangeOfStart(start),
    stats: { min: range.min ?? 0, max: range.max ?? 0 },
    canRefine,
  };
}

export type RangeChanges = Partial<Record<RangeAttribute, NumericRange>>;

/**
 * Applies range changes in one step (one search, one history entry), back to page 1.
 * Through the UI state rather than useRange's refine, which refuses bounds outside the
 * current facet stats: the price slider's scale is fixed (product rule 9.9), whatever is in stock.
 */
export function useRefineRanges(): (changes: RangeChanges) => void {
  const { setIndexUiState } = useInstantSearch();
  return useCallback(
    (changes) =>
      setIndexUiState((previous) => {
        const { page: _page, range: previousRange, ...rest } = previous;
        const range: Record<string, string> = { ...previousRange };
        for (const [attribute, bounds] of Object.entries(changes)) {
          const value = rangeUiValue(bounds ?? {});
          if (value === undefined) delete range[attribute];
          else range[attribute] = value;
        }
        return Object.keys(range).length > 0 ? { ...rest, range } : rest;
      }),
    [setIndexUiState],
  );
}
