import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type { CarSnapshot } from '#server/leads/store/lead-row.ts';
import type { LeadValues } from '#shared/leads/lead-fields.ts';
import type { LeadRules } from '#shared/leads/lead-rules.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** What a delivery says about the car: kept with the lead, in case the car leaves the feed. */
const SNAPSHOT_FIELDS = [
  'id',
  'year',
  'make',
  'model',
  'badge',
  'vin',
  'stocknum',
  'km',
  'price',
  'price_type',
  'car_type',
  'colour',
  'simple_body',
  'simple_transmission',
  'url',
] as const satisfies ReadonlyArray<keyof CarSnapshot>;

export const REFERENCE_MESSAGES = {
  car: 'No such car on this site.',
  location: "Not one of this site's locations.",
  dealership: "Not one of this site's dealerships.",
} as const;

export type ReferenceCheck =
  | { ok: true; values: LeadValues; car: CarSnapshot | null }
  | { ok: false; fields: Record<string, string> };

/**
 * decision 0007: the car, location and dealership a lead names must be this
 * site's. A lead without a location gets its car's (when the site has it) or
 * the site's primary one, so staff routing always has a location.
 */
export async function checkLeadReferences(
  tenant: TenantConfig,
  rules: LeadRules,
  values: LeadValues,
  findCar: FindTenantCar,
): Promise<ReferenceCheck> {
  const fields: Record<string, string> = {};
  const locationIds = new Set(tenant.locations.map((location) => location.id));
  let car: (CarSnapshot & { location_id: number }) | undefined;
  if (values.car_id !== undefined) {
    car = await findCar(tenant.search, values.car_id, [...SNAPSHOT_FIELDS, 'location_id']);
    if (!car) fields.car_id = REFERENCE_MESSAGES.car;
  }
  if (values.location !== undefined && !locationIds.has(values.location)) {
    fields.location = REFERENCE_MESSAGES.location;
  }
  if (values.dealership_slug !== undefined) {
    const dealerships = new Set([
      tenant.dealership.slug,
      ...tenant.locations.map((location) => location.dealership_slug),
    ]);
    if (!dealerships.has(values.dealership_slug))
      fields.dealership_slug = REFERENCE_MESSAGES.dealership;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const carLocation = car && locationIds.has(car.location_id) ? car.location_id : undefined;
  const location = values.location ?? carLocation ?? rules.primary_location_id;
  const snapshot = car ? pick(car) : null;
  return {
    ok: true,
    values: location === undefined ? values : { ...values, location },
    car: snapshot,
  };
}

function pick(car: CarSnapshot): CarSnapshot {
  return Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, car[field]])) as CarSnapshot;
}
