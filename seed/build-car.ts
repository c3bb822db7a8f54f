// Builds one Car document for a dealer: the car, where it sits, its price, listing state
// (status, tag, reservation) and pictures. All randomness comes from the given stream.
import type { Car, PaymentProcessor } from '#shared/inventory/car.ts';
import { carSlug, carUrl } from '#shared/inventory/car-identity.ts';
import { carTitle } from '#shared/format/car-format.ts';
import { carPlace } from '#shared/inventory/car-place.ts';
import { catalog } from './catalog.ts';
import { describeCar, listFeatures } from './describe-car.ts';
import { listFinanceLenders } from './finance-lenders.ts';
import { rankCar, rollListingState } from './listing-state.ts';
import { readOdometer } from './odometer.ts';
import type { CarPicker } from './pick-car.ts';
import { priceCar } from './pricing.ts';
import type { Random } from './random.ts';
import { listLocationsForCar, type SeedDealer, type SeedLocation } from './seed-dealer.ts';
import type { StockProfile } from './stock-profiles.ts';
import { chooseSilhouette, COLOURS, listCarImageUrls } from '#shared/inventory/car-images.ts';
import { generateVin } from './vin.ts';

export interface DealerContext {
  dealer: SeedDealer;
  profile: StockProfile;
  salesLocations: SeedLocation[];
  paymentProcessors: PaymentProcessor[];
  hasCheckoutPaymentProcessor: boolean;
}

export interface CarSlot {
  id: number;
  stocknum: string;
  now: Date;
  random: Random;
  pickCar: CarPicker;
  takenVins: Set<string>;
}

const DAY_MS = 86_400_000;
const LISTING_WINDOW_DAYS = 60;

function takeVin(wmi: string, year: number, slot: CarSlot): string {
  for (;;) {
    const vin = generateVin(wmi, year, slot.random);
    if (!slot.takenVins.has(vin)) {
      slot.takenVins.add(vin);
      return vin;
    }
  }
}

export function buildCar(context: DealerContext, slot: CarSlot): Car {
  const { dealer, profile } = context;
  const { random, now } = slot;
  const currentYear = now.getUTCFullYear();
  const choice = slot.pickCar(profile, random);
  const { model, carType, year } = choice;
  const age = currentYear - year;
  const location = random.pick(
    listLocationsForCar(context.salesLocations, model.make, carType !== 'used'),
  );
  const colourKey = random.pickKey(catalog.colour_weights[model.kind]);
  const colour = COLOURS[colourKey].label;
  const km = readOdometer(model.kind, choice.body, carType, age, random);
  const { price, price_type } = priceCar(choice, km, currentYear, random);
  const listedDaysAgo = random.int(0, LISTING_WINDOW_DAYS * 24 * 60 - 1) / (24 * 60);
  const createdAt = new Date(now.getTime() - Math.round(listedDaysAgo * DAY_MS));
  const state = rollListingState(carType, random);
  const certified =
    carType === 'used' && model.kind === 'car' && age <= 6 && km < 150_000 && random.chance(0.35);
  const images = listCarImageUrls(chooseSilhouette(model.kind, choice.body), colourKey);
  const nameParts = { year, make: model.make, model: model.model, badge: choice.badge.name };
  const name = carTitle(nameParts);
  const slug = carSlug({ ...nameParts, stocknum: slot.stocknum });
  const place = { locationName: location.name, ...location.address };

  return {
    id: slot.id,
    slug,
    name,
    url: carUrl(slug),
    year,
    make: model.make,
    model: model.model,
    badge: choice.badge.name,
    series: choice.series,
    vehicle_kind: model.kind,
    km,
    price,
    price_type,
    car_type: carType,
    status: state.status,
    sold: state.sold,
    reserved: state.reserved,
    ...(state.reservable === undefined ? {} : { reservable: state.reservable }),
    tag: state.tag,
    created_at: createdAt.toISOString(),
    stocknum: slot.stocknum,
    vin: takeVin(catalog.wmi[model.make] ?? '999', year, slot),
    simple_body: choice.body,
    simple_fuel: choice.fuel,
    simple_drive: choice.drive,
    simple_transmission: choice.transmission,
    fuel: describeFuel(choice.fuel, model.premium_fuel === true),
    seats: model.seats,
    colour,
    certified,
    photos_count: images.length,
    views: random.int(0, 40) + Math.round(listedDaysAgo * random.int(3, 30)),
    custom_rank: rankCar(state, listedDaysAgo, random),
    description: describeCar({ choice, colour, km, certified, ...place }, random),
    features: listFeatures(choice, random),
    location_id: location.id,
    ...carPlace(
      dealer,
      location,
      context.salesLocations.map((entry) => entry.id),
    ),
    primary_image_url: images[0] ?? '',
    thumbnails: [...images],
    images,
    finance_lenders: listFinanceLenders(model.kind, carType, age, random),
    payment_processors: context.paymentProcessors.map((processor) => ({ ...processor })),
    has_checkout_payment_processor: context.hasCheckoutPaymentProcessor,
  };
}

function describeFuel(fuel: Car['simple_fuel'], premium: boolean): string | null {
  if (fuel === 'Petrol') return premium ? 'Premium Unleaded Petrol 95' : 'Unleaded Petrol 91';
  if (fuel === 'Hybrid') return 'Hybrid (Petrol/Electric)';
  if (fuel === 'Plug-in Hybrid') return 'Plug-in Hybrid (Petrol/Electric)';
  return fuel;
}
