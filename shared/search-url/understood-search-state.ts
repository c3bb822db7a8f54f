import { understandQuery } from '../search/understanding/understand-query.ts';
import type { ListingVocabulary } from './listing-vocabulary.ts';
import type { SearchState } from './search-state.ts';

/**
 * product rule 9.15: a state whose typed query names refinements, with them applied as the
 * listing's own (chips, friendly path) and only the rest left as text; the typed words win
 * over the same attributes' earlier choices, a sort chosen before stays. Undefined when the
 * query means no filter: the state is searched as it is.
 */
export function understoodSearchState(
  state: SearchState,
  vocabulary: Pick<ListingVocabulary, 'query' | 'indexName'>,
): SearchState | undefined {
  let next: SearchState | undefined;
  // Words apart in the query may meet once the words between are read ('cx suv 5'): read
  // again until nothing more is understood, so the listing's URL is read once and for all.
  for (let pass = 0; pass < 4; pass += 1) {
    const current = next ?? state;
    if (!current.query) break;
    const understood = understandQuery(current.query, vocabulary.query);
    if (understood.understood.length === 0) break;
    const sortBy =
      current.sortBy ?? (understood.sort && `${vocabulary.indexName}:${understood.sort}`);
    next = {
      query: understood.text,
      page: 1,
      refinementList: { ...current.refinementList, ...understood.refinementList },
      range: { ...current.range, ...understood.range },
      ...(sortBy ? { sortBy } : {}),
    };
  }
  return next;
}
