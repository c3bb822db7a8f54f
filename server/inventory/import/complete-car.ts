// Turns a validated feed row into a full Car: the dealer's own fields (dealership,
// location, payment processors) come from the tenant, never from the feed, and the
// rest is derived where the feed leaves it out.
import type { Car } from '#shared/inventory/car.ts';
import { carSlug, carUrl } from '#shared/inventory/car-identity.ts';
import { carTitle } from '#shared/format/car-format.ts';
import { hasCheckoutPaymentProcessor } from '#shared/inventory/checkout.ts';
import { bodyImageUrl } from '#shared/inventory/car-images.ts';
import { carPlace } from '#shared/inventory/car-place.ts';
import { renameModel } from '#shared/models/model-rename.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { FieldProblem } from './feed-problem.ts';

export type FeedRow = Partial<Car> &
  Pick<Car, 'id' | 'stocknum' | 'year' | 'make' | 'model' | 'price' | 'km' | 'location_id'> &
  Pick<Car, 'price_type' | 'car_type' | 'status'>;

export interface CompleteCarContext {
  tenant: TenantConfig;
  /** created_at of cars already imported for this tenant, by id: re-imports keep listing age. */
  previousCreatedAt: ReadonlyMap<number, string>;
  now: Date;
}

function checkDealerFields(row: FeedRow, tenant: TenantConfig): FieldProblem[] {
  const { dealership } = tenant;
  const expected = {
    dealership_id: dealership.id,
    dealership_slug: tenant.slug,
    dealership_name: dealership.name,
  } as const;
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(expected)) {
    const given = row[field as keyof typeof expected];
    if (given !== undefined && given !== value) {
      problems.push({
        field,
        message: `is ${JSON.stringify(given)} but this feed is for ${JSON.stringify(value)}`,
      });
    }
  }
  return problems;
}

function checkPrice(row: FeedRow): FieldProblem[] {
  const onApplication = row.price_type === 'Price on application';
  if (row.price === 0 && !onApplication) {
    return [
      { field: 'price', message: "must be above 0 unless price_type is 'Price on application'" },
    ];
  }
  return [];
}

export function completeCar(
  row: FeedRow,
  context: CompleteCarContext,
): { car: Car } | { problems: FieldProblem[] } {
  const { tenant } = context;
  const location = tenant.locations.find((candidate) => candidate.id === row.location_id);
  const problems = [...checkDealerFields(row, tenant), ...checkPrice(row)];
  if (!location) {
    const known = tenant.locations.map((candidate) => candidate.id).join(', ');
    problems.push({
      field: 'location_id',
      message: `${row.location_id} is not one of ${tenant.slug}'s locations (${known})`,
    });
  }
  if (!location || problems.length > 0) return { problems };

  const badge = row.badge ?? '';
  // product rule 9.7 renames ('3' -> 'Mazda3') apply here, once, so the index, its facets, the
  // typeahead, listing paths and every page read the same name (docs/decisions/0008).
  const model = renameModel(row.model, tenant.model_renames);
  const nameParts = { year: row.year, make: row.make, model, badge };
  const slug = row.slug ?? carSlug({ ...nameParts, stocknum: row.stocknum });
  const images = row.images ?? [];
  const simpleBody = row.simple_body ?? null;
  const salesLocations = tenant.locations.filter(
    (candidate) => candidate.location_type === 'sales' || candidate.location_type === '',
  );
  const sellingLocations = salesLocations.length > 0 ? salesLocations : [location];
  const car: Car = {
    ...row,
    model,
    slug,
    // product rule 9.13: the title is always built from its parts, so it names each once; a
    // feed's own title may repeat the model or show a renamed model's bare code.
    name: carTitle(nameParts),
    url: carUrl(slug),
    badge,
    series: row.series ?? null,
    vehicle_kind: row.vehicle_kind ?? 'car',
    sold: row.sold ?? row.status === 'sold',
    reserved: row.reserved ?? false,
    tag: row.tag ?? null,
    created_at:
      row.created_at ?? context.previousCreatedAt.get(row.id) ?? context.now.toISOString(),
    vin: row.vin ?? '',
    simple_body: simpleBody,
    simple_fuel: row.simple_fuel ?? null,
    simple_drive: row.simple_drive ?? null,
    simple_transmission: row.simple_transmission ?? null,
    fuel: row.fuel ?? null,
    seats: row.seats ?? null,
    colour: row.colour ?? '',
    certified: row.certified ?? false,
    photos_count: row.photos_count ?? images.length,
    views: row.views ?? 0,
    custom_rank: row.custom_rank ?? 0,
    description: row.description ?? '',
    features: row.features ?? [],
    ...carPlace(
      tenant,
      location,
      row.location?.distribution_locations ?? sellingLocations.map((entry) => entry.id),
    ),
    primary_image_url: row.primary_image_url ?? images[0] ?? bodyImageUrl(simpleBody),
    thumbnails: row.thumbnails ?? [...images],
    images,
    finance_lenders: row.finance_lenders ?? [],
    payment_processors: tenant.payment_processors.map((processor) => ({ ...processor })),
    has_checkout_payment_processor: hasCheckoutPaymentProcessor(tenant.payment_processors),
  };
  return { car };
}
