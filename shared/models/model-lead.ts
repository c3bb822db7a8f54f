import { slugify } from '../format/slugify.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { Model } from '../tenant/tenant-config.ts';

/** The manufacturer's slug: the site's manufacturer of that name, else the name slugified. */
export function modelManufacturerSlug(
  model: Pick<Model, 'manufacturer_name'>,
  manufacturers: SiteData['manufacturers'],
): string {
  const name = model.manufacturer_name.toLowerCase();
  const known = manufacturers?.find((maker) => maker.name.toLowerCase() === name);
  return known?.slug ?? slugify(model.manufacturer_name);
}

/**
 * product rule 3.4: the hidden values a lead from a model page carries: the model as Vehicle Make and
 * Model (its shown name), a new car (product rule 9.2 events 14 and 17), its manufacturer, and the
 * model's id as the page id.
 */
export function modelLeadPreset(
  model: Pick<Model, 'id' | 'name' | 'manufacturer_name'>,
  site: Pick<SiteData, 'manufacturers'>,
) {
  return {
    car_type: 'new',
    'Vehicle Make': model.manufacturer_name,
    'Vehicle Model': model.name,
    manufacturer_slug: modelManufacturerSlug(model, site.manufacturers),
    page_id: String(model.id),
  } as const;
}
