// Which car types the current results hold, read from the car_type facet.
import type { CarType } from '../tenant/tenant-config.ts';

export interface CarTypeFacetValue {
  name: string;
  count: number;
  isRefined: boolean;
}

/**
 * Counts by car type of the cars the search found. car_type is a disjunctive (OR) facet:
 * once refined, its counts come from a search without the car_type refinement (so the
 * other types stay offered with their counts), and only the refined values are in the
 * results. A used-only page must not count the new and demo cars it does not list.
 */
export function resultCarTypeCounts(
  values: readonly CarTypeFacetValue[],
): Partial<Record<CarType, number>> {
  const refined = values.filter((value) => value.isRefined);
  const inResults = refined.length > 0 ? refined : values;
  return Object.fromEntries(
    inResults.filter((value) => value.count > 0).map((value) => [value.name, value.count]),
  );
}

/** product rule 4.11: the car types promo cards are matched to. */
export function resultCarTypes(values: readonly CarTypeFacetValue[]): CarType[] {
  return Object.keys(resultCarTypeCounts(values)) as CarType[];
}
