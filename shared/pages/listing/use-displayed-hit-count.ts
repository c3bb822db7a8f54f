import { useInstantSearch, useStats } from 'react-instantsearch';
import { displayedHitCount, type HitCountSources } from './hit-count.ts';

type FacetValue = { name: string; count: number; isRefined: boolean };

/** Counts of the car types in the results: the refined ones when car type is refined (the facet is disjunctive). */
function carTypeCounts(results: ReturnType<typeof useInstantSearch>['results']) {
  const values = (results.getFacetValues?.('car_type', {}) ?? []) as FacetValue[];
  const refined = values.filter((value) => value.isRefined);
  const counted = refined.length > 0 ? refined : values;
  return Object.fromEntries(counted.map((value) => [value.name, value.count]));
}

/** The number of vehicles the current search found, as the listing shows it (spec 9). */
export function useDisplayedHitCount(sources: Pick<HitCountSources, 'source' | 'newStock'>) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  return displayedHitCount({ nbHits, carTypeCounts: carTypeCounts(results), ...sources });
}
