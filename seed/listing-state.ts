// Listing state of a generated car: status, reservation, tag (product rules 4.1 and 4.2) and default rank.
import type { CarStatus, CarTag, CarType } from '#shared/inventory/car.ts';
import type { Random } from './random.ts';

export interface ListingState {
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  tag: CarTag | null;
  reservable: boolean | undefined;
}

// Share of each condition per state; the rest is plainly in stock.
const STATE_SHARES: Record<CarType, Array<[CarStatus | 'reserved', number]>> = {
  new: [
    ['coming_soon', 0.04],
    ['in_transit', 0.06],
    ['sold', 0.03],
    ['reserved', 0.03],
  ],
  demo: [
    ['coming_soon', 0.01],
    ['sold', 0.03],
    ['reserved', 0.03],
  ],
  used: [
    ['coming_soon', 0.04],
    ['sold', 0.03],
    ['reserved', 0.03],
  ],
};
const STATUS_RANK: Record<CarStatus, number> = {
  in_stock: 3000,
  coming_soon: 2000,
  in_transit: 1500,
  sold: 0,
};

function rollState(carType: CarType, random: Random): CarStatus | 'reserved' {
  let roll = random.next();
  for (const [state, share] of STATE_SHARES[carType]) {
    if (roll < share) return state;
    roll -= share;
  }
  return 'in_stock';
}

function chooseTag(carType: CarType, status: CarStatus, reserved: boolean, random: Random) {
  if (status === 'sold' || reserved) return null;
  if (status !== 'in_stock') return carType === 'new' && random.chance(0.5) ? 'Pre-order' : null;
  if (carType === 'demo' && random.chance(0.12)) return 'Test Drive Only';
  return random.chance(0.05) ? 'Special' : null;
}

export function rollListingState(carType: CarType, random: Random): ListingState {
  const rolled = rollState(carType, random);
  const status: CarStatus = rolled === 'reserved' ? 'in_stock' : rolled;
  const reserved = rolled === 'reserved';
  const tag = chooseTag(carType, status, reserved, random);
  // Mostly unset: product rule 4.2 only blocks reserving on an explicit false.
  const reservableRoll = random.next();
  const reservable = reservableRoll < 0.2 ? true : reservableRoll < 0.3 ? false : undefined;
  return { status, sold: status === 'sold', reserved, tag, reservable };
}

/** Default ranking (custom_rank, higher first): available, promoted and fresh stock first. */
export function rankCar(state: ListingState, listedDaysAgo: number, random: Random): number {
  return (
    STATUS_RANK[state.status] -
    (state.reserved ? 1000 : 0) +
    (state.tag === 'Special' ? 500 : 0) +
    Math.round((60 - listedDaysAgo) * 10) +
    random.int(0, 499)
  );
}
