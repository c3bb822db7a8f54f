import { BODY_TYPES, isBodyType } from '../inventory/body-types.ts';
import { contactUsSlug } from '../locations/location-slug.ts';
import { SEARCH_BODY_TYPES } from '../navigation/body-menu.ts';
import { carTypeSelections, carTypeSlug } from './car-type-paths.ts';
import { byCodeUnits } from './code-unit-order.ts';
import { normalListingPath, searchPath } from './listing-path.ts';
import type {
  ListingLanding,
  ListingRoute,
  ListingVocabulary,
  ListingVocabularyInput,
} from './listing-vocabulary.ts';
import { modelsOfMakes } from './make-models.ts';
import { bodySlug, slugify } from './slug.ts';
import {
  buildQueryVocabulary,
  type QueryVocabulary,
} from '../search/understanding/query-vocabulary.ts';

/** product rule 2.1: /electric-cars, for sites with `features.electric_cars_link`. */
export const ELECTRIC_CARS: Required<Omit<ListingLanding, 'description'>> = {
  path: '/electric-cars',
  title: 'Electric Cars',
  filter: 'simple_fuel = "Electric"',
};

// The server keeps one vocabulary input per site and stock version and builds the listing
// vocabulary per request: the query vocabulary is built once per input.
const queryVocabularies = new WeakMap<ListingVocabularyInput, QueryVocabulary>();

function queryVocabularyOf(input: ListingVocabularyInput): QueryVocabulary {
  let vocabulary = queryVocabularies.get(input);
  if (!vocabulary) {
    const facets = input.facetValues ?? {};
    vocabulary = buildQueryVocabulary({
      makes: facets.make,
      makeModels: facets.make_model,
      bodies: facets.simple_body,
      fuels: facets.simple_fuel,
      transmissions: facets.simple_transmission,
      drives: facets.simple_drive,
      colours: facets.colour,
      carTypes: input.carTypes,
    });
    queryVocabularies.set(input, vocabulary);
  }
  return vocabulary;
}

/** Slug -> value; of values sharing a slug ('Mercedes-Benz', 'Mercedes Benz') the first sorted wins. */
function bySlug(values: readonly string[] = [], toSlug = slugify): Map<string, string> {
  const map = new Map<string, string>();
  for (const value of [...new Set(values)].sort(byCodeUnits)) {
    const slug = toSlug(value);
    if (slug && !map.has(slug)) map.set(slug, value);
  }
  return map;
}

/**
 * Every listing path of a site (product rule 2.1). One path means one thing: when two candidates
 * share a path the first registered keeps it, in this order (configured beats derived,
 * fixed vocabulary beats values from the stock):
 *   1. the default listing path  2. configured landing slugs  3. /electric-cars
 *   4. car-type paths  5. body paths  6. make paths  7. dealership paths.
 * So a make slugged like a body ('ute') or a landing keeps no path of its own (nor
 * make/model paths) and is written as a query parameter instead. Two-segment paths are
 * tried in resolveListingPath's order: make/model, then location/make, then city/make.
 */
export function buildListingVocabulary(input: ListingVocabularyInput): ListingVocabulary {
  let vocabulary = built.get(input);
  if (!vocabulary) {
    vocabulary = buildFresh(input);
    built.set(input, vocabulary);
  }
  return vocabulary;
}

// A site's input is read once per inventory version (listing-vocabulary.server.ts) and a
// listing's loader, its search and its page each ask for the vocabulary: built once per
// input, as it is a function of the input alone and read only.
const built = new WeakMap<ListingVocabularyInput, ListingVocabulary>();

function buildFresh(input: ListingVocabularyInput): ListingVocabulary {
  const routes = new Map<string, ListingRoute>();
  const sitemapPaths: string[] = [];
  const register = (route: ListingRoute, inSitemap: boolean): boolean => {
    const key = normalListingPath(route.path);
    if (!key || routes.has(key)) return false;
    routes.set(key, route);
    if (inSitemap) sitemapPaths.push(route.path);
    return true;
  };

  register({ kind: 'listing', path: input.listingPath }, true);
  for (const { slug, ...landing } of input.landingPaths ?? []) {
    const path = searchPath(slug);
    register({ kind: 'landing', path, landing: { path, ...landing } }, true);
  }
  if (input.electricCars)
    register({ kind: 'landing', path: ELECTRIC_CARS.path, landing: ELECTRIC_CARS }, true);

  const allTypes = carTypeSelections(input.carTypes).at(-1)?.length ?? 0;
  for (const types of carTypeSelections(input.carTypes)) {
    const path = searchPath(carTypeSlug(types) ?? '');
    // All of the site's types is the default listing again: routed, not worth a sitemap entry.
    register(
      { kind: 'refinement', path, refinementList: { car_type: types } },
      types.length < allTypes,
    );
  }

  const facets = input.facetValues ?? {};
  const stockBodies = new Set((facets.simple_body ?? []).filter(isBodyType));
  // product rule 2.1's bodies are routed whatever the stock (the header's body menu links to them),
  // other body types only when stocked; only stocked bodies go in the sitemap.
  const bodies = new Set([...SEARCH_BODY_TYPES, ...BODY_TYPES.filter((b) => stockBodies.has(b))]);
  for (const body of bodies) {
    const path = searchPath(bodySlug(body));
    register(
      { kind: 'refinement', path, refinementList: { simple_body: [body] } },
      stockBodies.has(body),
    );
  }

  const makeBySlug = bySlug(facets.make);
  const ownedMakes = new Set<string>();
  for (const [slug, make] of makeBySlug) {
    const route: ListingRoute = {
      kind: 'refinement',
      path: searchPath(slug),
      refinementList: { make: [make] },
    };
    if (register(route, true)) ownedMakes.add(make);
  }
  const modelsByMake = modelsOfMakes(facets.make_model ?? [], [...makeBySlug.values()]);
  for (const [make, models] of modelsByMake) {
    if (!ownedMakes.has(make)) continue;
    for (const slug of models.keys()) sitemapPaths.push(searchPath(slugify(make), slug));
  }

  for (const dealership of [...new Set(facets.dealership_slug ?? [])].sort(byCodeUnits)) {
    const path = searchPath(dealership);
    register(
      { kind: 'refinement', path, refinementList: { dealership_slug: [dealership] } },
      false,
    );
  }

  return {
    listingPath: input.listingPath,
    indexName: input.indexName ?? 'cars',
    routes,
    makeBySlug,
    modelsByMake,
    cityBySlug: bySlug(facets.city),
    locationBySlug: bySlug(facets.location_name, (name) => contactUsSlug({ name })),
    sitemapPaths,
    carTypes: [...input.carTypes],
    get query() {
      return queryVocabularyOf(input);
    },
  };
}
