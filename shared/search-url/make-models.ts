import { byCodeUnits } from './code-unit-order.ts';
import type { RefinementList } from './search-state.ts';
import { slugify } from './slug.ts';

/**
 * The make a `make_model` facet value ('Land Rover Range Rover Evoque') belongs to: the
 * longest make it starts with followed by a space, so 'Land Rover …' is not read as a
 * make 'Land'. Undefined when no make fits.
 */
export function makeOfMakeModel(makeModel: string, makes: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const make of makes) {
    const fits = makeModel.startsWith(`${make} `) && makeModel.length > make.length + 1;
    if (fits && (!found || make.length > found.length)) found = make;
  }
  return found;
}

/**
 * make -> model slug -> make_model value. The slug is the raw model's ('Mazda 3' -> '3'):
 * display renames such as Mazda3 (product rule 9.7) never reach URLs. Of models sharing a slug the
 * first sorted value wins.
 */
export function modelsOfMakes(
  makeModels: readonly string[],
  makes: readonly string[],
): Map<string, Map<string, string>> {
  const byMake = new Map<string, Map<string, string>>();
  for (const makeModel of [...new Set(makeModels)].sort(byCodeUnits)) {
    const make = makeOfMakeModel(makeModel, makes);
    if (!make) continue;
    const slug = slugify(makeModel.slice(make.length + 1));
    if (!slug) continue;
    const models = byMake.get(make) ?? new Map<string, string>();
    if (!models.has(slug)) models.set(slug, makeModel);
    byMake.set(make, models);
  }
  return byMake;
}

/**
 * product rule 4.10: exactly one selected value has a friendly path, and a model's path names its make
 * (/search/{make}/{model}). A selection of one model and nothing else is the same cars as
 * that model with its make, so it is written (and read back) with its make.
 */
export function withMakeOfLoneModel(
  list: RefinementList,
  makes: readonly string[],
): RefinementList {
  const keys = Object.keys(list);
  const makeModel = list.make_model;
  if (keys.length !== 1 || makeModel?.length !== 1 || !makeModel[0]) return list;
  const make = makeOfMakeModel(makeModel[0], makes);
  return make ? { make: [make], make_model: makeModel } : list;
}

/**
 * A make taken off the selection takes its selected models with it: a model of a make no
 * longer selected would leave the make's friendly path in place (or select no cars).
 */
export function withoutMake(list: RefinementList, make: string): RefinementList {
  const makes = list.make ?? [];
  const next: RefinementList = { ...list, make: makes.filter((selected) => selected !== make) };
  if (list.make_model) {
    const candidates = [...new Set([...makes, make])];
    next.make_model = list.make_model.filter(
      (makeModel) => makeOfMakeModel(makeModel, candidates) !== make,
    );
  }
  return next;
}
