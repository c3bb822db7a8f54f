// What a listing card reads. A search hit carries every field (the search proxy's
// SEARCH_PROXY_RETRIEVABLE list); the home page's featured summary only the core ones,
// so the sale fields are optional and every rule treats a missing one conservatively.
import type { Car } from '../inventory/car.ts';

type CardCoreField =
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'km'
  | 'price'
  | 'price_type'
  | 'car_type'
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'primary_image_url'
  | 'city'
  | 'state';

type CardOptionalField =
  | 'name'
  | 'series'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'tag'
  | 'created_at'
  | 'stocknum'
  | 'certified'
  | 'has_checkout_payment_processor'
  | 'payment_processors'
  | 'simple_drive'
  | 'fuel'
  | 'seats'
  | 'colour'
  | 'location_name';

export type ListingCar = Pick<Car, CardCoreField> &
  Partial<Pick<Car, CardOptionalField>> & {
    /** The index's estimate (same maths as shared/finance); cards recompute it from the tenant's terms. */
    weekly_price?: number | null;
  };
