// The online trade-in estimate: which cars count as comparables, and how their prices become
// a range for the shopper's vehicle. docs/decisions/0019-trade-in-estimate.md explains each
// constant; tests/unit/trade-in/trade-in-estimate.test.ts pins them.
import { isPriceOnApplication, type CarType, type PriceType } from '../inventory/car.ts';
import {
  qualifiesForTradeIn,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
} from '../inventory/trade-in.ts';
import { nameKey } from '../text/name-key.ts';
import type { VehicleCondition } from './vehicle-condition.ts';

/** What the shopper tells us about the vehicle they trade in. */
export interface TradeInVehicle {
  make: string;
  model: string;
  year: number;
  km: number;
  condition: VehicleCondition;
}

/** A car of the dealer's (or its group's) stock, in stock or sold: the market data. */
export interface MarketCar {
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  price_type: PriceType;
  car_type: CarType;
  sold: boolean;
  /** When the last import changed the car; for a sold car, when it was seen sold. */
  updated_at?: string | null | undefined;
}

/** Model years either side of the shopper's that still count as the same car. */
export const COMPARABLE_YEARS = 2;
/** Odometer difference, either way, that still counts as the same car. */
export const COMPARABLE_KM = 40_000;
/** A sold car's price counts for this long after it sold. */
export const SOLD_PRICE_DAYS = 365;
/** Value lost per model year: the age adjustment, compounded. */
export const AGE_RATE = 0.1;
/** Value lost per 10,000 km: the odometer adjustment, linear within the comparable window. */
export const KM_RATE_PER_10K = 0.015;
/** A drive-away price includes registration, stamp duty and CTP: this share comes off. */
export const ON_ROAD_SHARE = 0.05;
/** What a dealer pays for a car against its retail price: reconditioning, holding, margin. */
export const TRADE_MARGIN = 0.8;
export const CONDITION_FACTORS: Readonly<Record<VehicleCondition, number>> = {
  Excellent: 1,
  Good: 0.94,
  Fair: 0.85,
  Poor: 0.7,
};
/** The range is at least this far either side of the middle... */
export const MIN_HALF_WIDTH = 0.05;
/** ...and wider with few comparables: this over the square root of their number. */
export const FEW_COMPARABLES_HALF_WIDTH = 0.15;
/** Both ends are rounded outwards to this many dollars. */
export const ROUND_TO = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a vehicle gets no online estimate (the trade-in rule in shared/inventory/trade-in.ts). */
export type OutsideRuleReason = 'age' | 'km';

export type TradeInEstimate =
  | { outcome: 'estimate'; low: number; high: number; comparables: number }
  | { outcome: 'no-comparables'; comparables: 0 }
  | { outcome: 'outside-rule'; reasons: OutsideRuleReason[] };

/** The parts of the trade-in rule a vehicle breaks; empty when it qualifies. */
export function outsideRuleReasons(
  vehicle: Pick<TradeInVehicle, 'year' | 'km'>,
  now: Date,
): OutsideRuleReason[] {
  if (qualifiesForTradeIn(vehicle, now)) return [];
  const reasons: OutsideRuleReason[] = [];
  if (!qualifiesForTradeIn({ year: vehicle.year, km: 0 }, now)) reasons.push('age');
  if (vehicle.km > TRADE_IN_MAX_KM) reasons.push('km');
  return reasons;
}

export const OUTSIDE_RULE_WORDS: Readonly<Record<OutsideRuleReason, string>> = {
  age: `over ${TRADE_IN_MAX_AGE_YEARS} years old`,
  km: 'over 100,000 km',
};

/** 'over 7 years old and over 100,000 km' */
export function outsideRuleText(reasons: readonly OutsideRuleReason[]): string {
  return reasons.map((reason) => OUTSIDE_RULE_WORDS[reason]).join(' and ');
}

/**
 * Same make and model (nameKey), used or demo (a new car's price is not a second-hand
 * price), priced, within COMPARABLE_YEARS and COMPARABLE_KM, and either for sale or sold
 * within SOLD_PRICE_DAYS.
 */
export function isComparable(vehicle: TradeInVehicle, car: MarketCar, now: Date): boolean {
  if (nameKey(car.make) !== nameKey(vehicle.make)) return false;
  if (nameKey(car.model) !== nameKey(vehicle.model)) return false;
  if (car.car_type === 'new' || isPriceOnApplication(car)) return false;
  if (Math.abs(car.year - vehicle.year) > COMPARABLE_YEARS) return false;
  if (Math.abs(car.km - vehicle.km) > COMPARABLE_KM) return false;
  if (!car.sold) return true;
  const soldAt = car.updated_at ? Date.parse(car.updated_at) : Number.NaN;
  return Number.isFinite(soldAt) && now.getTime() - soldAt <= SOLD_PRICE_DAYS * DAY_MS;
}

/**
 * A comparable's price as if it were the shopper's vehicle at retail, before government
 * charges: on-road costs off, then one AGE_RATE per model year and KM_RATE_PER_10K per
 * 10,000 km of difference.
 */
export function adjustedPrice(vehicle: TradeInVehicle, car: MarketCar): number {
  const driveAway = car.price_type === 'Drive Away' || car.price_type === 'Estimated Drive Away';
  const beforeCharges = car.price * (driveAway ? 1 - ON_ROAD_SHARE : 1);
  const age = (1 - AGE_RATE) ** (car.year - vehicle.year);
  const odometer = 1 - (KM_RATE_PER_10K * (vehicle.km - car.km)) / 10_000;
  return beforeCharges * age * odometer;
}

/** The p-quantile of ascending `sorted` by linear interpolation (p in 0..1). */
export function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

/** A comparable and its price adjusted to the shopper's vehicle: what an estimate is made of. */
export interface Comparable<C extends MarketCar = MarketCar> {
  car: C;
  adjusted: number;
}

/**
 * The estimate for the shopper's vehicle from the market's cars: outside the trade-in
 * rule, none; no comparables, none; otherwise the middle half (25th to 75th percentile)
 * of the comparables' adjusted prices, times TRADE_MARGIN and the condition's factor, at
 * least MIN_HALF_WIDTH (wider with few comparables) either side of the median, rounded
 * outwards to ROUND_TO dollars. The comparables come back too, cheapest first, so the
 * figure can be explained.
 */
export function explainTradeIn<C extends MarketCar>(
  vehicle: TradeInVehicle,
  market: readonly C[],
  now: Date,
): { estimate: TradeInEstimate; comparables: Comparable<C>[] } {
  const reasons = outsideRuleReasons(vehicle, now);
  if (reasons.length > 0)
    return { estimate: { outcome: 'outside-rule', reasons }, comparables: [] };
  const comparables = market
    .filter((car) => isComparable(vehicle, car, now))
    .map((car) => ({ car, adjusted: adjustedPrice(vehicle, car) }))
    .sort((a, b) => a.adjusted - b.adjusted);
  if (comparables.length === 0) {
    return { estimate: { outcome: 'no-comparables', comparables: 0 }, comparables };
  }
  const prices = comparables.map((comparable) => comparable.adjusted);
  const factor = TRADE_MARGIN * CONDITION_FACTORS[vehicle.condition];
  const median = quantile(prices, 0.5) * factor;
  const halfWidth = Math.max(MIN_HALF_WIDTH, FEW_COMPARABLES_HALF_WIDTH / Math.sqrt(prices.length));
  const low = Math.min(quantile(prices, 0.25) * factor, median * (1 - halfWidth));
  const high = Math.max(quantile(prices, 0.75) * factor, median * (1 + halfWidth));
  const estimate: TradeInEstimate = {
    outcome: 'estimate',
    low: Math.max(0, Math.floor(low / ROUND_TO) * ROUND_TO),
    high: Math.ceil(high / ROUND_TO) * ROUND_TO,
    comparables: prices.length,
  };
  return { estimate, comparables };
}

export function estimateTradeIn(
  vehicle: TradeInVehicle,
  market: readonly MarketCar[],
  now: Date,
): TradeInEstimate {
  return explainTradeIn(vehicle, market, now).estimate;
}
