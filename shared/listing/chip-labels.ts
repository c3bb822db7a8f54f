// product rule 9.4: labels of the removable filter chips above the results.
import { WHOLE_RANGE_ATTRIBUTES } from '../search-url/without-refinement.ts';
import { formatDollars } from '../format/money.ts';
import { CAR_TYPE_LABELS } from './card-chips.ts';

export type ChipBound = 'from' | 'to';

const THOUSANDS = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

export const WEEKLY_REPAYMENTS_CHIP_LABEL = 'Weekly Repayments';
export const HAS_PHOTOS_CHIP_LABEL = 'Has Photos';

function boundWord(bound: ChipBound): 'From' | 'To' {
  return bound === 'from' ? 'From' : 'To';
}

/** 25000 -> '25', 27500 -> '27.5'. */
function inThousands(value: number): string {
  return THOUSANDS.format(value / 1000);
}

/** Price: 'From $25K' / 'To $60K'. */
export function priceChipLabel(bound: ChipBound, price: number): string {
  return `${boundWord(bound)} $${inThousands(price)}K`;
}

/** Odometer: 'From 20K' / 'To 100K'. */
export function kmChipLabel(bound: ChipBound, km: number): string {
  return `${boundWord(bound)} ${inThousands(km)}K`;
}

/** Year: 'From 2019' / 'To 2023'. */
export function yearChipLabel(bound: ChipBound, year: number): string {
  return `${boundWord(bound)} ${year}`;
}

export function seatsChipLabel(seats: number): string {
  return `${seats} Seats`;
}

export function stockNumberChipLabel(stocknum: string): string {
  return `StockNo - ${stocknum}`;
}

/** Subscription price (per period, in dollars): 'From $150' / 'To $1,200'. */
export function subscriptionPriceChipLabel(bound: ChipBound, price: number): string {
  return `${boundWord(bound)} ${formatDollars(price)}`;
}

/** A refinement as the listing holds it (attribute, value, operator). */
export interface ChipRefinement {
  attribute: string;
  value: string | number;
  /** For numeric ranges: '>=' is the lower bound, '<=' the upper one. */
  operator?: '>=' | '<=' | '=';
}

/** The chip label of any refinement; values of plain facets (make, body, city) are shown as they are. */
export function refinementChipLabel({ attribute, value, operator }: ChipRefinement): string {
  const bound: ChipBound = operator === '<=' ? 'to' : 'from';
  const number = Number(value);
  switch (attribute) {
    case 'price':
      return priceChipLabel(bound, number);
    case 'km':
      return kmChipLabel(bound, number);
    case 'year':
      return yearChipLabel(bound, number);
    case 'seats':
      return seatsChipLabel(number);
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

/**
 * The refinements to show as chips, in order: one per refinement, except a range labelled
 * as a whole (product rule 9.4 'Weekly Repayments', 'Has Photos'), which is one chip however many of
 * its bounds are set.
 */
export function chipRefinements<T extends { attribute: string }>(refinements: readonly T[]): T[] {
  const seen = new Set<string>();
  return refinements.filter(({ attribute }) => {
    if (!(WHOLE_RANGE_ATTRIBUTES as readonly string[]).includes(attribute)) return true;
    if (seen.has(attribute)) return false;
    seen.add(attribute);
    return true;
  });
}
