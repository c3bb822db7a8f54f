// What a listing card reads. Search hits carry all of these (listings ask for exactly
// LISTING_CAR_FIELDS); the home page's featured summary only the core ones, so the sale
// fields are optional and every rule treats a missing one conservatively.
import type { Car } from '../inventory/car.ts';

const CARD_CORE_FIELDS = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'km',
  'price',
  'price_type',
  'car_type',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'primary_image_url',
  'city',
  'state',
] as const satisfies ReadonlyArray<keyof Car>;

const CARD_OPTIONAL_FIELDS = [
  'name',
  'series',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'created_at',
  'stocknum',
  'certified',
  'has_checkout_payment_processor',
  'payment_processors',
  'simple_drive',
  'fuel',
  'seats',
  'colour',
  'location_name',
] as const satisfies ReadonlyArray<keyof Car>;

type CardCoreField = (typeof CARD_CORE_FIELDS)[number];
type CardOptionalField = (typeof CARD_OPTIONAL_FIELDS)[number];

/**
 * The fields a listing asks the index for: what cards read, nothing more (smaller pages).
 * Payment processors are never public (keys); cards take the site's public copy instead.
 */
export const LISTING_CAR_FIELDS: readonly string[] = [
  ...CARD_CORE_FIELDS,
  ...CARD_OPTIONAL_FIELDS.filter((field) => field !== 'payment_processors'),
  'weekly_price',
];

export type ListingCar = Pick<Car, CardCoreField> &
  Partial<Pick<Car, CardOptionalField>> & {
    /** The index's estimate (same maths as shared/finance); cards recompute it from the tenant's terms. */
    weekly_price?: number | null;
  };
