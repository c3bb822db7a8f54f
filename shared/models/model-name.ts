import type { Model } from '../tenant/tenant-config.ts';

/**
 * A model's name with its make, for titles: 'Mazda CX-5', 'Fuso Canter'. A name that
 * already starts with the make ('Mazda3' after product rule 9.7's renames) is kept as it is.
 */
export function modelFullName(model: Pick<Model, 'name' | 'manufacturer_name'>): string {
  const make = model.manufacturer_name.trim();
  return model.name.toLowerCase().startsWith(make.toLowerCase())
    ? model.name
    : `${make} ${model.name}`;
}
