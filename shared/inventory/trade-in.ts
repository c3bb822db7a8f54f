// product rule 9.11: no online estimate for cars over 7 years old or over 100,000 km.
// The detail page shows 'Trade-In Valuation' only when this holds (product rule 2.5, docs/architecture.md).
import { localTime } from '../hours/local-clock.ts';
import type { Car } from './car.ts';

export const TRADE_IN_MAX_AGE_YEARS = 7;
export const TRADE_IN_MAX_KM = 100_000;

/** Model years turn over on the dealers' calendar, not the server's; Sydney, as for promo dates. */
export const TRADE_IN_TIME_ZONE = 'Australia/Sydney';

/** The calendar year it is in Sydney at `now`. */
export function currentYearInSydney(now: Date): number {
  return Number(localTime(now, TRADE_IN_TIME_ZONE).date.slice(0, 4));
}

/**
 * A car's age is whole model years: the current Sydney calendar year minus its
 * model year, so a 2019 car is 7 years old for all of 2026 and 8 from Sydney's
 * New Year 2027. A next-year model (age below 0) is young enough. Odometers
 * count inclusively: exactly 100,000 km qualifies, 100,001 km does not.
 */
export function qualifiesForTradeIn(car: Pick<Car, 'year' | 'km'>, now: Date): boolean {
  const age = currentYearInSydney(now) - car.year;
  return age <= TRADE_IN_MAX_AGE_YEARS && car.km <= TRADE_IN_MAX_KM;
}
