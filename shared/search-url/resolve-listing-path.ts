import { contactUsSlug } from '../locations/location-slug.ts';
import { carTypeSlug } from './car-type-paths.ts';
import { normalListingPath, searchPath } from './listing-path.ts';
import type { ListingRoute, ListingVocabulary } from './listing-vocabulary.ts';
import { makeOfMakeModel, withMakeOfLoneModel } from './make-models.ts';
import { normalizeSearchState } from './normalize-search-state.ts';
import { isBodyType } from '../inventory/body-types.ts';
import { bodySlug, slugify } from './slug.ts';
import type { RefinementList } from './search-state.ts';

const refinement = (path: string, refinementList: RefinementList): ListingRoute => ({
  kind: 'refinement',
  path,
  refinementList,
});

/**
 * The route a path names, or undefined (an unknown segment: the page is a 404). Two
 * segments under /search are tried as make/model, then location/make, then city/make.
 */
export function resolveListingPath(
  path: string,
  vocabulary: ListingVocabulary,
): ListingRoute | undefined {
  const key = normalListingPath(path);
  if (!key) return undefined;
  const fixed = vocabulary.routes.get(key);
  if (fixed) return fixed;
  const [, root, first, second, ...rest] = key.split('/');
  if (root !== 'search' || !first || !second || rest.length > 0) return undefined;
  const path2 = searchPath(first, second);

  const owner = vocabulary.routes.get(searchPath(first));
  const make = owner?.kind === 'refinement' ? owner.refinementList.make?.[0] : undefined;
  const makeModel = make && vocabulary.modelsByMake.get(make)?.get(second);
  if (make && makeModel) return refinement(path2, { make: [make], make_model: [makeModel] });

  const secondMake = vocabulary.makeBySlug.get(second);
  if (!secondMake) return undefined;
  const location = vocabulary.locationBySlug.get(first);
  if (location) return refinement(path2, { location_name: [location], make: [secondMake] });
  const city = vocabulary.cityBySlug.get(first);
  if (city) return refinement(path2, { city: [city], make: [secondMake] });
  return undefined;
}

function candidatePath(list: RefinementList, vocabulary: ListingVocabulary): string | undefined {
  const attributes = Object.keys(list).sort().join(' ');
  const one = (values: string[] | undefined) => (values?.length === 1 ? values[0] : undefined);
  const make = one(list.make);
  switch (attributes) {
    case 'car_type':
      return searchPath(carTypeSlug(list.car_type ?? []) ?? '');
    case 'simple_body': {
      const body = one(list.simple_body);
      return body && isBodyType(body) ? searchPath(bodySlug(body)) : undefined;
    }
    case 'make':
      return make && searchPath(slugify(make));
    case 'dealership_slug':
      return one(list.dealership_slug) && searchPath(one(list.dealership_slug) ?? '');
    case 'make make_model': {
      const makeModel = one(list.make_model);
      if (!make || !makeModel || makeOfMakeModel(makeModel, [make]) !== make) return undefined;
      return searchPath(slugify(make), slugify(makeModel.slice(make.length + 1)));
    }
    case 'location_name make': {
      const location = one(list.location_name);
      return make && location && searchPath(contactUsSlug({ name: location }), slugify(make));
    }
    case 'city make': {
      const city = one(list.city);
      return make && city && searchPath(slugify(city), slugify(make));
    }
  }
  return undefined;
}

/**
 * The friendly path of a refinement selection, or undefined when it has none (a lone model
 * is written with its make, see withMakeOfLoneModel): the
 * candidate path is accepted only if it resolves back to exactly this selection, so a
 * shadowed slug ('Mercedes-Benz' behind 'Mercedes Benz') or a value missing from the
 * stock never gets a path that would mean something else.
 */
export function friendlyPathFor(
  list: RefinementList,
  vocabulary: ListingVocabulary,
): string | undefined {
  const normal = withMakeOfLoneModel(
    normalizeSearchState({ refinementList: list }).refinementList,
    [...vocabulary.makeBySlug.values()],
  );
  const candidate = candidatePath(normal, vocabulary);
  const route = candidate ? resolveListingPath(candidate, vocabulary) : undefined;
  if (route?.kind !== 'refinement') return undefined;
  const same =
    JSON.stringify(
      normalizeSearchState({ refinementList: route.refinementList }).refinementList,
    ) === JSON.stringify(normal);
  return same ? route.path : undefined;
}
