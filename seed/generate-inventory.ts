// Deterministic demo inventory: the same dealers, seed, count and `now` always give the
// same cars, byte for byte. Pure: no clock, no Math.random, no file access.
import { hasCheckoutPaymentProcessor } from '#shared/inventory/checkout.ts';
import {
  PAYMENT_AUTHORIZATION_TYPES,
  type Car,
  type PaymentAuthorizationType,
  type PaymentProcessor,
} from '#shared/inventory/car.ts';
import { buildCar, type DealerContext } from './build-car.ts';
import { createCarPicker } from './pick-car.ts';
import { createRandom, deriveSeed } from './random.ts';
import { listSalesLocations, type SeedDealer, type SeedPaymentProcessor } from './seed-dealer.ts';
import { allocateCounts, findStockProfile } from './stock-profiles.ts';

export interface GenerateOptions {
  seed: number;
  count: number;
  now: Date;
}

const FIRST_CAR_ID = 100_001;

function toPaymentProcessor(dealerSlug: string, input: SeedPaymentProcessor): PaymentProcessor {
  const type = input.authorization_type as PaymentAuthorizationType;
  if (!PAYMENT_AUTHORIZATION_TYPES.includes(type)) {
    throw new Error(
      `Dealer '${dealerSlug}': payment processor authorization_type '${input.authorization_type}' ` +
        `must be one of ${PAYMENT_AUTHORIZATION_TYPES.join(', ')}.`,
    );
  }
  return {
    authorization_type: type,
    ...(input.authorization_key === undefined
      ? {}
      : { authorization_key: input.authorization_key }),
    deposit_amount: input.deposit_amount,
    apple_pay_enabled: input.apple_pay_enabled,
    google_pay_enabled: input.google_pay_enabled,
    ...(input.google_merchant_id === undefined
      ? {}
      : { google_merchant_id: input.google_merchant_id }),
  };
}

/** Stock number prefixes from the dealer slug's initials, made unique across dealers. */
function assignStockPrefixes(dealers: readonly SeedDealer[]): string[] {
  const taken = new Set<string>();
  return dealers.map((dealer) => {
    const words = dealer.slug.split('-').filter(Boolean);
    const initials =
      words.length > 1 ? words.map((word) => word[0]).join('') : dealer.slug.slice(0, 3);
    const base = initials.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'D';
    let prefix = base;
    for (let suffix = 2; taken.has(prefix); suffix += 1) prefix = `${base}${suffix}`;
    taken.add(prefix);
    return prefix;
  });
}

function createDealerContext(dealer: SeedDealer): DealerContext {
  const paymentProcessors = dealer.payment_processors.map((p) =>
    toPaymentProcessor(dealer.slug, p),
  );
  return {
    dealer,
    profile: findStockProfile(dealer.slug),
    salesLocations: listSalesLocations(dealer),
    paymentProcessors,
    hasCheckoutPaymentProcessor: hasCheckoutPaymentProcessor(paymentProcessors),
  };
}

export function generateInventory(dealers: SeedDealer[], options: GenerateOptions): Car[] {
  const { seed, count, now } = options;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number, got ${count}`);
  if (Number.isNaN(now.getTime())) throw new Error('now must be a valid date');
  const contexts = dealers.map(createDealerContext);
  const counts = allocateCounts(
    contexts.map((context) => context.profile.share),
    count,
  );
  const prefixes = assignStockPrefixes(dealers);
  const pickCar = createCarPicker(now.getUTCFullYear());
  const takenVins = new Set<string>();
  const takenSlugs = new Set<string>();
  const cars: Car[] = [];

  contexts.forEach((context, index) => {
    const random = createRandom(deriveSeed(seed, context.dealer.slug));
    let stockNumber = random.int(10_000, 39_999);
    for (let n = 0; n < (counts[index] ?? 0); n += 1) {
      stockNumber += random.int(1, 9);
      const stocknum = `${prefixes[index]}${stockNumber}`;
      const slot = {
        id: FIRST_CAR_ID + cars.length,
        stocknum,
        now,
        random,
        pickCar,
        takenVins,
      };
      const car = buildCar(context, slot);
      // Stock numbers are unique, so this only fires if two stock numbers kebab alike.
      const baseSlug = car.slug;
      for (let suffix = 2; takenSlugs.has(car.slug); suffix += 1) {
        car.slug = `${baseSlug}-${suffix}`;
        car.url = `/cars/${car.slug}`;
      }
      takenSlugs.add(car.slug);
      cars.push(car);
    }
  });
  return cars;
}
