import { useInstantSearch, useStats } from 'react-instantsearch';
import { displayedHitCount, type HitCountSources } from './hit-count.ts';

const COUNT = new Intl.NumberFormat('en-AU');

type FacetValue = { name: string; count: number; isRefined: boolean };

/** Counts of the car types in the results: the refined ones when car type is refined (the facet is disjunctive). */
function carTypeCounts(results: ReturnType<typeof useInstantSearch>['results']) {
  const values = (results.getFacetValues?.('car_type', {}) ?? []) as FacetValue[];
  const refined = values.filter((value) => value.isRefined);
  const counted = refined.length > 0 ? refined : values;
  return Object.fromEntries(counted.map((value) => [value.name, value.count]));
}

/** "N vehicles found", announced politely as results change. */
export function ListingStats(props: Pick<HitCountSources, 'source' | 'newStock'>) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const count = displayedHitCount({ nbHits, carTypeCounts: carTypeCounts(results), ...props });
  return (
    <p className="listing-stats" role="status" aria-live="polite">
      {COUNT.format(count)} {count === 1 ? 'vehicle' : 'vehicles'} found
    </p>
  );
}
