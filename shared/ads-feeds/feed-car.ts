// The car fields an ads feed reads, and the parts both channels' items share.
import type { Car } from '../inventory/car.ts';
import { fitFeedText, cleanFeedText } from './feed-text.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from './channel-rules.ts';

export type FeedCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'vehicle_kind'
  | 'km'
  | 'price'
  | 'price_type'
  | 'car_type'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'stocknum'
  | 'vin'
  | 'simple_body'
  | 'simple_fuel'
  | 'simple_drive'
  | 'simple_transmission'
  | 'colour'
  | 'certified'
  | 'description'
  | 'location_id'
  | 'primary_image_url'
  | 'images'
>;

/** Fields an ads feed reads from the index (the documents API's `fields`). */
export const FEED_CAR_FIELDS = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'vehicle_kind',
  'km',
  'price',
  'price_type',
  'car_type',
  'status',
  'sold',
  'reserved',
  'stocknum',
  'vin',
  'simple_body',
  'simple_fuel',
  'simple_drive',
  'simple_transmission',
  'colour',
  'certified',
  'description',
  'location_id',
  'primary_image_url',
  'images',
] as const satisfies ReadonlyArray<keyof FeedCar>;

/** The car's trim as the dealer names it (badge, then series), or '' when unknown. */
export function feedTrim(car: Pick<FeedCar, 'badge' | 'series'>): string {
  return fitFeedText([car.badge, car.series].filter(Boolean).join(' '), 70);
}

/** '2021 Toyota RAV4 GX': year, make, model and trim, as both channels ask titles to read. */
export function feedTitle(car: Pick<FeedCar, 'year' | 'make' | 'model' | 'badge' | 'series'>) {
  const parts = [String(car.year), cleanFeedText(car.make), cleanFeedText(car.model)];
  if (parts.some((part) => part === '' || part === 'undefined')) return '';
  return fitFeedText([...parts, feedTrim(car)].join(' '), TITLE_MAX);
}

/** The dealer's description as plain text; the title stands in for an empty one. */
export function feedDescription(car: Pick<FeedCar, 'description'>, title: string): string {
  return fitFeedText(car.description, DESCRIPTION_MAX) || title;
}
