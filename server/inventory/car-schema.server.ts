// JSON Schema of a Car document (product rule 3.1), checked with ajv before any import writes.
import {
  CAR_STATUSES,
  CAR_TYPES,
  PAYMENT_AUTHORIZATION_TYPES,
  PRICE_TYPES,
  SIMPLE_DRIVES,
  SIMPLE_FUELS,
  SIMPLE_TRANSMISSIONS,
  CAR_KINDS,
} from '#shared/inventory/car.ts';
import { BODY_TYPES } from '#shared/inventory/body-types.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength });
const nonEmpty = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });
const wholeNumber = (maximum: number) => ({ type: 'integer', minimum: 0, maximum });
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
const slug = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 };
const imageUrl = nonEmpty(2000);

const LOCATION = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug', 'phone', 'city', 'state', 'distribution_locations'],
  properties: {
    id,
    name: nonEmpty(200),
    slug,
    phone: text(40),
    city: text(100),
    state: text(10),
    distribution_locations: { type: 'array', items: id, maxItems: 200 },
  },
};

const FINANCE_LENDER = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'annual_rate', 'comparison_rate'],
  properties: {
    name: nonEmpty(200),
    annual_rate: { type: 'number', minimum: 0, maximum: 100 },
    comparison_rate: { type: 'number', minimum: 0, maximum: 100 },
  },
};

const PAYMENT_PROCESSOR = {
  type: 'object',
  additionalProperties: false,
  required: ['authorization_type', 'deposit_amount', 'apple_pay_enabled', 'google_pay_enabled'],
  properties: {
    authorization_type: oneOf(PAYMENT_AUTHORIZATION_TYPES),
    authorization_key: nonEmpty(200),
    deposit_amount: { type: 'number', minimum: 1, maximum: 100_000 },
    apple_pay_enabled: { type: 'boolean' },
    google_pay_enabled: { type: 'boolean' },
    google_merchant_id: nonEmpty(100),
  },
};

export const CAR_PROPERTIES = {
  id,
  slug,
  name: nonEmpty(300),
  url: { type: 'string', pattern: '^/cars/[a-z0-9]+(-[a-z0-9]+)*$' },
  year: { type: 'integer', minimum: 1900, maximum: 2100 },
  make: nonEmpty(60),
  model: nonEmpty(100),
  badge: text(100),
  series: nullable(text(100)),
  vehicle_kind: oneOf(CAR_KINDS),
  km: wholeNumber(5_000_000),
  price: { type: 'number', minimum: 0, maximum: 100_000_000 },
  price_type: oneOf(PRICE_TYPES),
  car_type: oneOf(CAR_TYPES),
  status: oneOf(CAR_STATUSES),
  sold: { type: 'boolean' },
  reserved: { type: 'boolean' },
  reservable: { type: 'boolean' },
  tag: nullable(nonEmpty(60)),
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  stocknum: { type: 'string', pattern: '^\\S(.*\\S)?$', maxLength: 40 },
  // 17-character VINs exclude I, O and Q; older cars may only have a shorter chassis number.
  vin: { type: 'string', pattern: '^[A-HJ-NPR-Z0-9]*$', maxLength: 17 },
  simple_body: nullable(oneOf(BODY_TYPES)),
  simple_fuel: nullable(oneOf(SIMPLE_FUELS)),
  simple_drive: nullable(oneOf(SIMPLE_DRIVES)),
  simple_transmission: nullable(oneOf(SIMPLE_TRANSMISSIONS)),
  fuel: nullable(text(100)),
  seats: nullable({ type: 'integer', minimum: 1, maximum: 100 }),
  colour: text(60),
  certified: { type: 'boolean' },
  photos_count: wholeNumber(1000),
  views: wholeNumber(Number.MAX_SAFE_INTEGER),
  custom_rank: { type: 'number' },
  description: text(20_000),
  features: { type: 'array', items: nonEmpty(200), maxItems: 300 },
  dealership_id: id,
  dealership_slug: slug,
  dealership_name: nonEmpty(200),
  location_id: id,
  location_name: nonEmpty(200),
  location: LOCATION,
  city: text(100),
  state: text(10),
  primary_image_url: text(2000),
  thumbnails: { type: 'array', items: imageUrl, maxItems: 200 },
  images: { type: 'array', items: imageUrl, maxItems: 200 },
  finance_lenders: { type: 'array', items: FINANCE_LENDER, maxItems: 50 },
  payment_processors: { type: 'array', items: PAYMENT_PROCESSOR, maxItems: 10 },
  has_checkout_payment_processor: { type: 'boolean' },
} as const;

export type CarField = keyof typeof CAR_PROPERTIES;

/**
 * Every field but `reservable` (product rule 4.2: only an explicit false blocks reserving) and
 * `updated_at` (stamped by the importer after validation).
 */
const REQUIRED: CarField[] = (Object.keys(CAR_PROPERTIES) as CarField[]).filter(
  (field) => field !== 'reservable' && field !== 'updated_at',
);

export const CAR_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: REQUIRED,
  properties: CAR_PROPERTIES,
} as const;

/**
 * What a dealer's feed row must carry; the importer fills the rest from the tenant
 * (dealership, location, payment processors) or derives it (slug, name, url, images).
 */
export const FEED_REQUIRED_FIELDS: CarField[] = [
  'id',
  'stocknum',
  'year',
  'make',
  'model',
  'price',
  'price_type',
  'car_type',
  'status',
  'km',
  'location_id',
];

export const FEED_ROW_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: FEED_REQUIRED_FIELDS,
  properties: CAR_PROPERTIES,
} as const;
