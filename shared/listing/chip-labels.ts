// product rule 9.4: labels of the removable filter chips above the results.
import { WHOLE_RANGE_ATTRIBUTES } from '../search-url/without-refinement.ts';
import { formatDollars } from '../format/money.ts';
import { CAR_TYPE_LABELS } from './card-chips.ts';

export type ChipBound = 'from' | 'to';
/** A range chip names one bound, or both when they are equal (an exact value). */
export type ChipRange = ChipBound | 'exact';

const THOUSANDS = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

export const WEEKLY_REPAYMENTS_CHIP_LABEL = 'Weekly Repayments';
export const HAS_PHOTOS_CHIP_LABEL = 'Has Photos';

function boundWord(bound: ChipBound): 'From' | 'To' {
  return bound === 'from' ? 'From' : 'To';
}

/** 'From x' / 'To x', or the value alone for an exact range. */
function boundedText(range: ChipRange, text: string): string {
  return range === 'exact' ? text : `${boundWord(range)} ${text}`;
}

/** 25000 -> '25', 27500 -> '27.5'. */
function inThousands(value: number): string {
  return THOUSANDS.format(value / 1000);
}

/** Price: 'From $25K' / 'To $60K' ('$25K' exactly). */
export function priceChipLabel(range: ChipRange, price: number): string {
  return boundedText(range, `$${inThousands(price)}K`);
}

/** Odometer: 'From 20K' / 'To 100K' ('20K' exactly). */
export function kmChipLabel(range: ChipRange, km: number): string {
  return boundedText(range, `${inThousands(km)}K`);
}

/** Year: 'From 2019' / 'To 2023' ('2021' exactly). */
export function yearChipLabel(range: ChipRange, year: number): string {
  return boundedText(range, String(year));
}

/**
 * Seats: '{n} Seats' is an exact count; a bound reads as a range, '7+ Seats' (at least 7)
 * or 'Up to 5 Seats', never as the count it starts or stops at.
 */
export function seatsChipLabel(seats: number, range: ChipRange = 'exact'): string {
  if (range === 'from') return `${seats}+ Seats`;
  if (range === 'to') return `Up to ${seats} Seats`;
  return `${seats} Seats`;
}

export function stockNumberChipLabel(stocknum: string): string {
  return `StockNo - ${stocknum}`;
}

/** Subscription price (per period, in dollars): 'From $150' / 'To $1,200'. */
export function subscriptionPriceChipLabel(range: ChipRange, price: number): string {
  return boundedText(range, formatDollars(price));
}

/** A refinement as the listing holds it (attribute, value, operator). */
export interface ChipRefinement {
  attribute: string;
  value: string | number;
  /** For numeric ranges: '>=' is the lower bound, '<=' the upper one, '=' both at one value. */
  operator?: '>=' | '<=' | '=';
}

function chipRange(operator: ChipRefinement['operator']): ChipRange {
  if (operator === '<=') return 'to';
  if (operator === '=') return 'exact';
  return 'from';
}

/** The chip label of any refinement; values of plain facets (make, body, city) are shown as they are. */
export function refinementChipLabel({ attribute, value, operator }: ChipRefinement): string {
  const bound = chipRange(operator);
  const number = Number(value);
  switch (attribute) {
    case 'price':
      return priceChipLabel(bound, number);
    case 'km':
      return kmChipLabel(bound, number);
    case 'year':
      return yearChipLabel(bound, number);
    case 'seats':
      // A seats refinement without an operator is a count ('8 Seats').
      return seatsChipLabel(number, operator === undefined ? 'exact' : bound);
    case 'stocknum':
      return stockNumberChipLabel(String(value));
    case 'weekly_price':
      return WEEKLY_REPAYMENTS_CHIP_LABEL;
    case 'photos_count':
      return HAS_PHOTOS_CHIP_LABEL;
    case 'subscription_price':
      return subscriptionPriceChipLabel(bound, number);
    case 'car_type':
      return CAR_TYPE_LABELS[String(value) as keyof typeof CAR_TYPE_LABELS] ?? String(value);
    default:
      return String(value);
  }
}

interface RangeBound {
  attribute: string;
  value: string | number;
  operator?: string;
}

/**
 * The refinements to show as chips, in order: one per refinement, except a range labelled
 * as a whole (product rule 9.4 'Weekly Repayments', 'Has Photos'), which is one chip however
 * many of its bounds are set, and a range whose bounds are equal (7 to 7 seats), which is one
 * chip for the exact value (operator '='; removing it removes both bounds).
 */
export function chipRefinements<T extends RangeBound>(refinements: readonly T[]): T[] {
  const seen = new Set<string>();
  const isWhole = (attribute: string) =>
    (WHOLE_RANGE_ATTRIBUTES as readonly string[]).includes(attribute);
  const boundOf = (attribute: string, operator: string) =>
    refinements.find((other) => other.attribute === attribute && other.operator === operator);
  const chips: T[] = [];
  for (const refinement of refinements) {
    const { attribute, operator } = refinement;
    if (seen.has(attribute)) continue;
    if (isWhole(attribute)) {
      seen.add(attribute);
      chips.push(refinement);
      continue;
    }
    const lower = operator === '>=' || operator === '<=' ? boundOf(attribute, '>=') : undefined;
    const upper = lower && boundOf(attribute, '<=');
    if (lower && upper && Number(lower.value) === Number(upper.value)) {
      seen.add(attribute);
      chips.push({ ...lower, operator: '=' });
      continue;
    }
    chips.push(refinement);
  }
  return chips;
}
