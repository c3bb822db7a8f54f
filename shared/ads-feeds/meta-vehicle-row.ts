// product rule 2.16: a car as a row of Meta's automotive inventory catalog (Facebook and
// Instagram ads), or the reason it is left out. Column names and values are Meta's.
import type { BodyType } from '../inventory/body-types.ts';
import type { CarKind, SimpleDrive, SimpleFuel } from '../inventory/car.ts';
import { campaignLink } from './campaign-link.ts';
import { checkFeedItem, META_IMAGES_MAX, type FeedRecord } from './channel-rules.ts';
import { feedDescription, feedTitle, feedTrim, type FeedCar } from './feed-car.ts';
import { feedPhotoUrls, hasAnyPhoto } from './feed-photos.ts';
import type { FeedLocation, FeedSite } from './feed-site.ts';
import { cleanFeedText } from './feed-text.ts';
import type { LeaveOutReason } from './leave-out-reasons.ts';
import { hasRequiredMileage, isValidVin, unsellableReason } from './sellable.ts';

const BODY_STYLES: Readonly<Record<BodyType, string>> = {
  '4x4': 'SUV',
  bus: 'OTHER',
  cabChassis: 'TRUCK',
  convertible: 'CONVERTIBLE',
  coupe: 'COUPE',
  hardtop: 'OTHER',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  motorhome: 'OTHER',
  lightTruck: 'TRUCK',
  peopleMover: 'MINIVAN',
  sedan: 'SEDAN',
  softtop: 'CONVERTIBLE',
  suv: 'SUV',
  ute: 'TRUCK',
  van: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
};

const VEHICLE_TYPES: Readonly<Record<CarKind, string>> = {
  car: 'CAR_TRUCK',
  truck: 'COMMERCIAL',
  rv: 'RV_CAMPER',
  motorcycle: 'MOTORCYCLE',
};

const FUEL_TYPES: Readonly<Record<SimpleFuel, string>> = {
  Petrol: 'PETROL',
  Diesel: 'DIESEL',
  Hybrid: 'HYBRID',
  Electric: 'ELECTRIC',
  'Plug-in Hybrid': 'PLUGIN_HYBRID',
};

const DRIVETRAINS: Readonly<Record<SimpleDrive, string>> = {
  FWD: 'FWD',
  RWD: 'RWD',
  AWD: 'AWD',
  '4x4': 'FOUR_WD',
};

export type MetaRowResult = { row: FeedRecord } | { reason: LeaveOutReason; detail?: string };

/** An Australian number as digits with +61 (13/1300/1800 numbers have no country form). */
export function metaPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^1[38]/.test(digits)) return digits;
  return digits.startsWith('0') ? `+61${digits.slice(1)}` : digits;
}

/** Meta's address object, written as JSON in its CSV cell. */
export function metaAddress(location: FeedLocation): string {
  return JSON.stringify({
    addr1: cleanFeedText(location.street),
    city: cleanFeedText(location.city),
    region: location.state,
    postal_code: location.postcode,
    country: 'AU',
  });
}

function leaveOutReason(car: FeedCar, site: FeedSite): LeaveOutReason | null {
  const unsellable = unsellableReason(car);
  if (unsellable) return unsellable;
  if (!isValidVin(car.vin)) return 'no-vin';
  if (!site.locations.has(car.location_id)) return 'no-location';
  if (!cleanFeedText(car.colour)) return 'no-colour';
  if (!hasRequiredMileage(car)) return 'no-mileage';
  return null;
}

function stateOfVehicle(car: Pick<FeedCar, 'car_type' | 'certified'>): string {
  if (car.car_type === 'new') return 'NEW';
  // Meta has no demo state: a demonstrator is sold as used.
  return car.car_type === 'used' && car.certified ? 'CPO' : 'USED';
}

export function toMetaRow(car: FeedCar, site: FeedSite): MetaRowResult {
  const reason = leaveOutReason(car, site);
  if (reason) return { reason };
  const photos = feedPhotoUrls(car, site, META_IMAGES_MAX);
  if (photos.length === 0) return { reason: hasAnyPhoto(car) ? 'photo-not-usable' : 'no-photo' };
  const title = feedTitle(car);
  if (!title) return { reason: 'no-title' };
  const location = site.locations.get(car.location_id)!;
  const row: Record<string, string> = {
    vehicle_id: String(car.id),
    vin: car.vin,
    title,
    description: feedDescription(car, title),
    url: campaignLink(site, car, 'meta'),
    make: cleanFeedText(car.make),
    model: cleanFeedText(car.model),
    trim: feedTrim(car),
    year: String(car.year),
    'mileage.value': String(Math.round(car.km)),
    'mileage.unit': 'KM',
    price: `${Math.round(car.price)} AUD`,
    state_of_vehicle: stateOfVehicle(car),
    body_style: car.simple_body
      ? BODY_STYLES[car.simple_body]
      : car.vehicle_kind === 'truck'
        ? 'TRUCK'
        : 'OTHER',
    transmission: car.simple_transmission?.toUpperCase() ?? '',
    fuel_type: car.simple_fuel ? FUEL_TYPES[car.simple_fuel] : '',
    drivetrain: car.simple_drive ? DRIVETRAINS[car.simple_drive] : '',
    exterior_color: cleanFeedText(car.colour),
    availability: 'AVAILABLE',
    vehicle_type: VEHICLE_TYPES[car.vehicle_kind],
    address: metaAddress(location),
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    dealer_name: cleanFeedText(site.dealer_name),
    dealer_phone: metaPhone(location.phone),
  };
  photos.forEach((url, index) => {
    row[`image[${index}].url`] = url;
  });
  // The main photo is tagged so ad templates can pick it; the others carry no tag.
  row['image[0].tag[0]'] = 'Main';
  const problems = checkFeedItem('meta', row);
  if (problems.length > 0) return { reason: 'invalid', detail: problems.join('; ') };
  return { row };
}
