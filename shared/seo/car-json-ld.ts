import { type CarStatus } from '../inventory/car.ts';
import { BODY_TYPE_LABELS } from '../inventory/body-types.ts';
import { carUrl } from '../inventory/car-identity.ts';
import { carTitle } from '../format/car-format.ts';
import { isShowableImageUrl } from '../inventory/image-url-rule.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { CarDetail } from '../car/car-detail.ts';
import { toAbsoluteUrl } from './absolute-url.ts';
import { buildLocationJsonLd } from './auto-dealer-json-ld.ts';

type Availability = 'InStock' | 'LimitedAvailability' | 'PreOrder' | 'SoldOut';

/** Offer availability (structured-data reference): reserved is limited, coming soon a pre-order. */
export function offerAvailability(
  car: Pick<CarDetail, 'sold' | 'reserved'> & { status: CarStatus },
): Availability {
  if (car.sold || car.status === 'sold') return 'SoldOut';
  if (car.reserved) return 'LimitedAvailability';
  if (car.status === 'coming_soon' || car.status === 'in_transit') return 'PreOrder';
  return 'InStock';
}

/** schema.org Car with its Offer and the selling AutoDealer location. */
export function buildCarJsonLd(site: SiteData, car: CarDetail) {
  const location = site.locations.find((candidate) => candidate.id === car.location_id);
  const hasPrice = car.price > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.car_type === 'demo' ? `${carTitle(car)} (demo)` : carTitle(car),
    url: toAbsoluteUrl(site, carUrl(car.slug)),
    image: car.images.filter(isShowableImageUrl).map((image) => toAbsoluteUrl(site, image)),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    ...(car.badge ? { vehicleConfiguration: car.badge } : {}),
    vehicleModelDate: String(car.year),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    sku: car.stocknum,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    // A demo car is new-condition; its name says demo.
    itemCondition: `https://schema.org/${car.car_type === 'used' ? 'Used' : 'New'}Condition`,
    ...(car.simple_body ? { bodyType: BODY_TYPE_LABELS[car.simple_body] } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.simple_drive ? { driveWheelConfiguration: car.simple_drive } : {}),
    ...(car.simple_transmission ? { vehicleTransmission: car.simple_transmission } : {}),
    ...(car.fuel || car.simple_fuel ? { fuelType: car.fuel ?? car.simple_fuel } : {}),
    ...(car.seats ? { vehicleSeatingCapacity: car.seats } : {}),
    offers: {
      '@type': 'Offer',
      // Price on application has no price to state.
      ...(hasPrice ? { price: car.price, priceCurrency: 'AUD' } : { priceCurrency: 'AUD' }),
      availability: `https://schema.org/${offerAvailability(car)}`,
      acceptedPaymentMethod: [
        'http://purl.org/goodrelations/v1#Cash',
        'http://purl.org/goodrelations/v1#PaymentMethodCreditCard',
      ],
      url: toAbsoluteUrl(site, carUrl(car.slug)),
      ...(location ? { seller: buildLocationJsonLd(site, location) } : {}),
    },
  };
}
