import { byCodeUnits } from './code-unit-order.ts';
import {
  MAX_BOUND,
  MAX_PAGE,
  MAX_VALUE_LENGTH,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type NumericRange,
  type RangeRefinements,
  type RefinementList,
  type SearchState,
} from './search-state.ts';

function normalizeValues(values: readonly string[] | undefined): string[] {
  // Most attributes are unrefined: no copies for them (a listing normalises per facet link).
  if (!values || values.length === 0) return [];
  const kept = values.filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].sort(byCodeUnits);
}

/**
 * A bound as its URL writes it, in cents; undefined when no URL can hold it (negative,
 * too large, not a number), so a state and the state its URL reads back are the same.
 */
function boundOf(value: number | undefined): number | undefined {
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_BOUND)) return undefined;
  return Math.round(value * 100) / 100;
}

function normalizeRange(range: NumericRange | undefined): NumericRange | null {
  const min = boundOf(range?.min);
  const max = boundOf(range?.max);
  if (min === undefined && max === undefined) return null;
  // Crossed handles select nothing: a URL carrying them is dropped rather than guessed at.
  if (min !== undefined && max !== undefined && min > max) return null;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** product rule 9.4 'Has Photos' is yes or no: any range on the photo count reads as 'at least one'. */
const HAS_PHOTOS: NumericRange = { min: 1 };

/**
 * The one spelling of a state: values deduplicated and sorted, empty lists and open ranges
 * dropped, attributes in their fixed order, page an integer from 1 to MAX_PAGE, query trimmed. Two
 * states select the same cars in the same order exactly when their normal forms are equal.
 */
export function normalizeSearchState(state: Partial<SearchState> = {}): SearchState {
  const refinementList: RefinementList = {};
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = normalizeValues(state.refinementList?.[attribute]);
    // A stock number names one car (product rule 9.4 'StockNo - {x}'): the listing filters by one.
    if (values.length > 0) {
      refinementList[attribute] = attribute === 'stocknum' ? values.slice(0, 1) : values;
    }
  }
  const range: RangeRefinements = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const bounds = normalizeRange(state.range?.[attribute]);
    if (bounds) range[attribute] = attribute === 'photos_count' ? HAS_PHOTOS : bounds;
  }
  const query = (state.query ?? '').trim();
  const page = state.page ?? 1;
  const sortBy = state.sortBy?.trim();
  return {
    query: query.length <= MAX_VALUE_LENGTH ? query : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    refinementList,
    range,
    ...(sortBy && { sortBy }),
  };
}

/** Equal keys mean the same normalised state (cache keys, Back/Forward comparisons). */
export function searchStateKey(state: Partial<SearchState>): string {
  return JSON.stringify(normalizeSearchState(state));
}
