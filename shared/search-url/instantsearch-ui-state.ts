import { normalizeSearchState } from './normalize-search-state.ts';
import {
  isRangeAttribute,
  isRefinementAttribute,
  type RangeRefinements,
  type RefinementList,
  type SearchState,
} from './search-state.ts';

/**
 * One index's entry of InstantSearch's UI state (`uiState[indexName]`): page 1-based and
 * absent on the first page, ranges as `'min:max'` with either side empty.
 */
export interface IndexUiState {
  query?: string;
  page?: number;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  sortBy?: string;
}

function parseBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** InstantSearch UI state -> normalised SearchState; unknown attributes are dropped. */
export function fromUiState(ui: IndexUiState): SearchState {
  const refinementList: RefinementList = {};
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isRefinementAttribute(attribute)) refinementList[attribute] = values;
  }
  const range: RangeRefinements = {};
  for (const [attribute, text] of Object.entries(ui.range ?? {})) {
    if (!isRangeAttribute(attribute)) continue;
    const [min, max] = text.split(':');
    range[attribute] = { min: parseBound(min), max: parseBound(max) };
  }
  return normalizeSearchState({
    query: ui.query,
    page: ui.page,
    refinementList,
    range,
    sortBy: ui.sortBy,
  });
}

/** SearchState -> InstantSearch UI state, leaving out what is at its default. */
export function toUiState(state: SearchState): IndexUiState {
  const normal = normalizeSearchState(state);
  const ui: IndexUiState = {};
  if (normal.query) ui.query = normal.query;
  if (normal.page > 1) ui.page = normal.page;
  if (Object.keys(normal.refinementList).length > 0) {
    ui.refinementList = normal.refinementList as Record<string, string[]>;
  }
  const ranges = Object.entries(normal.range);
  if (ranges.length > 0) {
    ui.range = Object.fromEntries(
      ranges.map(([attribute, { min, max } = {}]) => [attribute, `${min ?? ''}:${max ?? ''}`]),
    );
  }
  if (normal.sortBy) ui.sortBy = normal.sortBy;
  return ui;
}
