import { byCodeUnits } from './code-unit-order.ts';
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
 * display renames such as Mazda3 (spec 9) never reach URLs. Of models sharing a slug the
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
