// product rules 9.1 and 9.10: order of the make facet, its popular-makes cut and the refinement list limit.

/** product rule 9.1: facet values shown at first per refinement list; the rest behind 'Show more'. */
export const REFINEMENT_LIST_LIMIT = 30;
/**
 * Values fetched per list facet, so every value is reachable behind 'Show more'; the cars
 * index keeps exactly this many (its faceting.maxValuesPerFacet is this constant).
 */
export const FACET_VALUES_LIMIT = 500;
export const SHOW_MORE_LABEL = 'Show more';
/** product rule 9.1: popular makes shown before the 'All Makes' expander. */
export const POPULAR_MAKES_LIMIT = 20;
export const ALL_MAKES_LABEL = 'All Makes';
/** A make list this long gets a search field: more tiles than a phone screen shows at once. */
export const SEARCHABLE_MAKES_FROM = 12;

/** product rule 9.10: these first, in this order; every other make after them, alphabetically. */
export const MAKE_ORDER = [
  'Audi',
  'BMW',
  'Ford',
  'Honda',
  'Holden',
  'Hyundai',
  'Isuzu',
  'Jeep',
  'Kia',
  'Land Rover',
  'Lexus',
  'Mazda',
  'Mercedes Benz',
  'Mitsubishi',
  'Nissan',
  'Subaru',
  'Suzuki',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;

/** 'Mercedes-Benz', 'mercedes benz' and 'MERCEDES BENZ' are the same make. */
function makeKey(make: string): string {
  return make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const RANK = new Map<string, number>(MAKE_ORDER.map((make, index) => [makeKey(make), index]));

export function compareMakes(a: string, b: string): number {
  const rankA = RANK.get(makeKey(a)) ?? MAKE_ORDER.length;
  const rankB = RANK.get(makeKey(b)) ?? MAKE_ORDER.length;
  if (rankA !== rankB) return rankA - rankB;
  return a.localeCompare(b, 'en-AU', { sensitivity: 'base' });
}

/** Facet items (instantsearch's `{ name, ... }` or plain make names) in the order of product rule 9.10. */
export function sortMakes<T extends string | { name: string }>(makes: readonly T[]): T[] {
  const nameOf = (make: T) => (typeof make === 'string' ? make : make.name);
  return [...makes].sort((a, b) => compareMakes(nameOf(a), nameOf(b)));
}

export interface PopularMakes<T> {
  popular: T[];
  /** The rest, behind the 'All Makes' expander; empty when there is nothing more. */
  more: T[];
}

/**
 * product rules 9.1 and 9.10: the first POPULAR_MAKES_LIMIT makes in the facet's make order (its listed makes,
 * then the rest alphabetically), then every other make behind 'All Makes'. A site with
 * few of the listed makes (an RV or motorcycle dealer) still shows its own makes first.
 */
export function splitPopularMakes<T extends string | { name: string }>(
  makes: readonly T[],
): PopularMakes<T> {
  const sorted = sortMakes(makes);
  return { popular: sorted.slice(0, POPULAR_MAKES_LIMIT), more: sorted.slice(POPULAR_MAKES_LIMIT) };
}
