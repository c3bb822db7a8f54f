// The Car document (product rule 3.1) as stored in the search index and read by every page.
// Field names are the product rules' (snake_case); types and consts only, no behaviour.
import type { PaymentAuthorizationType, PaymentProcessor } from '../tenant/tenant-config.ts';
import type { BodyType } from './body-types.ts';

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'in_transit', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const PRICE_TYPES = [
  'Drive Away',
  'Excl. Government Charges',
  'Estimated Drive Away',
  'Price on application',
] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/**
 * A car without a price to show, sort or filter by: no price, or the dealer's 'Price on
 * application' (a feed may send that with a figure the dealer does not want shown).
 */
export function isPriceOnApplication(car: { price: number; price_type: string }): boolean {
  return !(car.price > 0) || car.price_type === 'Price on application';
}

// Known tags; feeds may carry other custom tag text (product rule 4.1), hence `tag: string | null`.
export const CAR_TAGS = ['Test Drive Only', 'Special', 'Pre-order'] as const;
export type CarTag = (typeof CAR_TAGS)[number];

export const CAR_KINDS = ['car', 'truck', 'rv', 'motorcycle'] as const;
export type CarKind = (typeof CAR_KINDS)[number];

export const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export const SIMPLE_DRIVES = ['FWD', 'RWD', 'AWD', '4x4'] as const;
export type SimpleDrive = (typeof SIMPLE_DRIVES)[number];

export const SIMPLE_TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type SimpleTransmission = (typeof SIMPLE_TRANSMISSIONS)[number];

// product rule 3.3: payment processors are the dealership's, copied onto each of its cars.
export type { PaymentProcessor, PaymentAuthorizationType };
export const PAYMENT_AUTHORIZATION_TYPES = [
  'stripe',
  'till',
  'st_george',
] as const satisfies readonly PaymentAuthorizationType[];

// Rates are annual percentages (6.99 means 6.99%); the comparison rate is always shown beside them.
export interface FinanceLender {
  name: string;
  annual_rate: number;
  comparison_rate: number;
}

export interface CarLocation {
  id: number;
  name: string;
  slug: string;
  phone: string;
  city: string;
  state: string;
  // Ids of the dealership locations this car is also offered from.
  distribution_locations: number[];
}

export interface Car {
  id: number;
  slug: string;
  name: string;
  url: string; // `/cars/{slug}`
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string | null;
  vehicle_kind: CarKind;
  km: number;
  price: number; // AUD; 0 only with price_type 'Price on application'
  price_type: PriceType;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  reservable?: boolean; // product rule 4.2: only an explicit false blocks reserving
  tag: string | null;
  created_at: string; // ISO 8601
  /** When an import last changed this car (ISO 8601); the sitemap's lastmod. Set by imports. */
  updated_at?: string;
  stocknum: string;
  vin: string;
  // null where the attribute does not apply (caravans, motorcycles).
  simple_body: BodyType | null;
  simple_fuel: SimpleFuel | null;
  simple_drive: SimpleDrive | null;
  simple_transmission: SimpleTransmission | null;
  fuel: string | null; // detailed, e.g. 'Unleaded Petrol 91'
  seats: number | null;
  colour: string;
  certified: boolean;
  photos_count: number;
  views: number;
  custom_rank: number; // default ranking, higher first (product rule 7.3)
  description: string;
  features: string[];
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  location_id: number;
  location_name: string;
  location: CarLocation;
  city: string;
  state: string;
  primary_image_url: string;
  thumbnails: string[];
  images: string[];
  finance_lenders: FinanceLender[];
  payment_processors: PaymentProcessor[];
  has_checkout_payment_processor: boolean;
}
