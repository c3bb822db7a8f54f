import { useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { fromUiState, toUiState } from '../../search-url/instantsearch-ui-state.ts';
import { withoutRefinement, type ActiveRefinement } from '../../search-url/without-refinement.ts';

/**
 * Takes one refinement off in place by the same rule as the chips' links
 * (withoutRefinement), so a click and the link without JavaScript land on the same search.
 */
export function useRemoveRefinement(): (refinement: ActiveRefinement) => void {
  const { setIndexUiState } = useInstantSearch();
  return useCallback(
    (refinement) =>
      setIndexUiState((previous) => {
        const {
          query: _q,
          page: _p,
          refinementList: _l,
          range: _r,
          sortBy: _s,
          ...kept
        } = previous;
        return { ...kept, ...toUiState(withoutRefinement(fromUiState(previous), refinement)) };
      }),
    [setIndexUiState],
  );
}
