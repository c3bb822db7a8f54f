import { useInstantSearch, useStats } from 'react-instantsearch';
import { resultCarTypeCounts, type CarTypeFacetValue } from '../../listing/result-car-types.ts';
import { displayedHitCount, type HitCountSources } from './hit-count.ts';

/** The number of cars the current search found, as the listing shows it (product rule 9.6). */
export function useDisplayedHitCount(sources: Pick<HitCountSources, 'source' | 'newStock'>) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const values = (results.getFacetValues?.('car_type', {}) ?? []) as CarTypeFacetValue[];
  return displayedHitCount({ nbHits, carTypeCounts: resultCarTypeCounts(values), ...sources });
}
