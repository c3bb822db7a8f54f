import type { CarType } from '../inventory/car.ts';
import type { RefinementList } from './search-state.ts';

// Product rule 2.1 spells combinations new, used, demo in that order: new-and-demo-cars,
// new-used-and-demo-cars.
const ORDER: readonly CarType[] = ['new', 'used', 'demo'];

function inOrder(types: readonly string[]): CarType[] {
  return ORDER.filter((type) => types.includes(type));
}

/**
 * The /search segment for a car_type selection: ['used'] -> 'used-cars',
 * ['demo', 'new'] -> 'new-and-demo-cars', all three -> 'new-used-and-demo-cars'.
 * Undefined for an empty selection or a value that is not a car type.
 */
export function carTypeSlug(types: readonly string[]): string | undefined {
  const known = inOrder(types);
  if (known.length === 0 || known.length !== new Set(types).size) return undefined;
  const words = known.length === 1 ? known : [...known.slice(0, -1), `and-${known.at(-1)}`];
  return `${words.join('-')}-cars`;
}

/** Every non-empty combination of the site's car types, with its car_type values. */
export function carTypeSelections(siteTypes: readonly CarType[]): CarType[][] {
  const types = inOrder(siteTypes);
  const selections: CarType[][] = [];
  for (let mask = 1; mask < 1 << types.length; mask++) {
    selections.push(types.filter((_, index) => mask & (1 << index)));
  }
  // Single types first (the menus' paths), then pairs, then all.
  return selections.sort((a, b) => a.length - b.length);
}

/**
 * The refinements without a car_type selection of every type the site sells: it keeps the same
 * cars as no selection, so it is the site's default listing (product rule 4.10), one URL and
 * one heading for one result set.
 */
export function withoutWholeCarTypeSelection(
  refinementList: RefinementList,
  siteTypes: readonly CarType[],
): RefinementList {
  const selected = refinementList.car_type;
  if (!selected || siteTypes.length === 0) return refinementList;
  if (!siteTypes.every((type) => selected.includes(type))) return refinementList;
  const { car_type: _whole, ...rest } = refinementList;
  return rest;
}
