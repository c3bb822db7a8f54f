// product rule 2.16: a car as an item of Google's vehicle ads primary feed (Merchant Center,
// Australia), or the reason it is left out. Attribute names are Google's; docs/ads-feeds.md.
import type { PriceType } from '../inventory/car.ts';
import { BODY_TYPE_LABELS } from '../inventory/body-types.ts';
import { campaignLink } from './campaign-link.ts';
import { checkFeedItem, GOOGLE_ADDITIONAL_IMAGES_MAX, type FeedRecord } from './channel-rules.ts';
import { feedDescription, feedTitle, feedTrim, type FeedCar } from './feed-car.ts';
import { feedPhotoUrls, hasAnyPhoto } from './feed-photos.ts';
import type { FeedSite } from './feed-site.ts';
import { cleanFeedText } from './feed-text.ts';
import type { LeaveOutReason } from './leave-out-reasons.ts';
import { hasRequiredMileage, isValidVin, unsellableReason } from './sellable.ts';

/** Google's category 916: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
export const GOOGLE_PRODUCT_CATEGORY = '916';

/**
 * Australia: new cars are advertised at a drive-away or estimated drive-away price, used
 * ones at a drive-away price or one excluding government charges.
 */
const PRICE_TYPES: Readonly<Record<'new' | 'used', Partial<Record<PriceType, string>>>> = {
  new: {
    'Drive Away': 'drive_away_price',
    'Estimated Drive Away': 'estimated_drive_away_price',
  },
  used: {
    'Drive Away': 'drive_away_price',
    'Excl. Government Charges': 'excluding_government_charges_price',
  },
};

export type GoogleItemResult = { item: FeedRecord } | { reason: LeaveOutReason; detail?: string };

/** '45990.00 AUD' */
export function googlePrice(price: number): string {
  return `${price.toFixed(2)} AUD`;
}

function leaveOutReason(car: FeedCar, site: FeedSite): LeaveOutReason | null {
  const unsellable = unsellableReason(car);
  if (unsellable) return unsellable;
  // Vehicle ads take passenger cars and utes (kind 'car'), not trucks, RVs or motorcycles.
  if (car.vehicle_kind !== 'car') return 'kind-not-accepted';
  if (!isValidVin(car.vin)) return 'no-vin';
  if (!site.store_codes.has(car.location_id)) return 'no-store-code';
  if (!cleanFeedText(car.colour)) return 'no-colour';
  if (!hasRequiredMileage(car)) return 'no-mileage';
  const condition = car.car_type === 'new' ? 'new' : 'used';
  if (!PRICE_TYPES[condition][car.price_type]) return 'price-type-not-accepted';
  return null;
}

export function toGoogleItem(car: FeedCar, site: FeedSite): GoogleItemResult {
  const reason = leaveOutReason(car, site);
  if (reason) return { reason };
  const photos = feedPhotoUrls(car, site, GOOGLE_ADDITIONAL_IMAGES_MAX + 1);
  if (photos.length === 0) return { reason: hasAnyPhoto(car) ? 'photo-not-usable' : 'no-photo' };
  const title = feedTitle(car);
  if (!title) return { reason: 'no-title' };
  const condition = car.car_type === 'new' ? 'new' : 'used';
  const storeCode = site.store_codes.get(car.location_id)!;
  const item: Record<string, string | string[]> = {
    id: String(car.id),
    title,
    description: feedDescription(car, title),
    link: campaignLink(site, car, 'google'),
    image_link: photos[0]!,
    additional_image_link: photos.slice(1),
    price: googlePrice(car.price),
    vehicle_price_type: PRICE_TYPES[condition][car.price_type]!,
    condition,
    brand: cleanFeedText(car.make),
    model: cleanFeedText(car.model),
    trim: feedTrim(car),
    year: String(car.year),
    mileage: `${Math.round(car.km)} km`,
    vin: car.vin,
    store_code: storeCode,
    vehicle_fulfillment: `in_store:${storeCode}`,
    color: cleanFeedText(car.colour),
    body_style: car.simple_body ? BODY_TYPE_LABELS[car.simple_body] : '',
    fuel: car.simple_fuel ?? '',
    transmission: car.simple_transmission?.toLowerCase() ?? '',
    google_product_category: GOOGLE_PRODUCT_CATEGORY,
  };
  if (car.car_type === 'used' && car.certified) item['certified_pre-owned'] = 'yes';
  const problems = checkFeedItem('google', item);
  if (problems.length > 0) return { reason: 'invalid', detail: problems.join('; ') };
  return { item };
}
