import { didYouMean } from '../../search/understanding/did-you-mean.ts';
import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import type { SearchState } from '../../search-url/search-state.ts';
import { searchStateFilter } from '../../search-url/search-state-filter.ts';
import { understoodSearchState } from '../../search-url/understood-search-state.ts';
import { withoutRefinement, type ActiveRefinement } from '../../search-url/without-refinement.ts';

/** One way out of an empty listing: where it leads and the search that counts its cars. */
export interface DeadEndOption {
  label: string;
  url: string;
  search: { q: string; filter: string };
}

export interface DeadEndInput {
  state: SearchState;
  /** The chips' refinements, each with its label. */
  refinements: ReadonlyArray<ActiveRefinement & { label: string }>;
  vocabulary: ListingVocabulary;
  landing?: ListingLanding;
}

/** The search proxy takes at most 10 queries in one body (server/search/proxy/limits.ts). */
export const MAX_DEAD_END_OPTIONS = 10;

/**
 * product rule 9.16: what an empty listing offers instead: the query spelt as the site's makes
 * and models are, each filter dropped on its own, the words dropped, and the whole stock.
 */
export function deadEndOptions({ state, refinements, vocabulary, landing }: DeadEndInput) {
  const options: DeadEndOption[] = [];
  const add = (label: string, next: SearchState) => {
    const url = listingUrl(next, vocabulary, landing);
    if (options.some((option) => option.url === url)) return;
    options.push({
      label,
      url,
      search: { q: next.query, filter: searchStateFilter(next, landing) },
    });
  };
  const corrected = state.query ? didYouMean(state.query, vocabulary.query) : undefined;
  if (corrected) {
    const spelled = { ...state, query: corrected, page: 1 };
    add(`Did you mean “${corrected}”?`, understoodSearchState(spelled, vocabulary) ?? spelled);
  }
  for (const refinement of refinements) {
    add(`Without ${refinement.label}`, withoutRefinement(state, refinement));
  }
  if (state.query && (refinements.length > 0 || corrected)) {
    add(`Without “${state.query}”`, { ...state, query: '', page: 1 });
  }
  add('Everything in stock', { query: '', page: 1, refinementList: {}, range: {} });
  return options.slice(0, MAX_DEAD_END_OPTIONS);
}

/** The multi-search body that counts each option's cars (ids only, one hit each). */
export function deadEndCountsBody(options: readonly DeadEndOption[], indexUid: string) {
  return {
    queries: options.map(({ search }) => ({
      indexUid,
      q: search.q,
      ...(search.filter ? { filter: search.filter } : {}),
      page: 1,
      hitsPerPage: 1,
      attributesToRetrieve: ['id'],
    })),
  };
}
