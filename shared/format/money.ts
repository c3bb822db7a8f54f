// Every amount of money a shopper or a dealer's staff reads goes through here, so a price, a
// deposit and a repayment read the same on every page, in lead emails and in the browser.
// Fixed locale and options: the server and the browser print the same text (hydration).
import { isPriceOnApplication } from '../inventory/car.ts';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

export const PRICE_ON_APPLICATION = 'Price on application';

/** Whole Australian dollars: `$45,990`. */
export function formatDollars(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

/** A weekly repayment: `$260 weekly`. */
export function formatWeekly(amount: number): string {
  return `${formatDollars(amount)} weekly`;
}

/** A car's price: `$45,990`; a missing price reads as price on application. */
export function formatPrice(price: number | null | undefined): string {
  if (!price || price <= 0) return PRICE_ON_APPLICATION;
  return formatDollars(price);
}

/** A car's price as shown: the amount and, beside it, its type (`Drive Away`), if any. */
export interface CarPrice {
  amount: string;
  type: string | null;
}

/**
 * `$25,990` and `Drive Away`; price on application alone, also when a feed sends a figure
 * with it (the dealer does not want that figure shown).
 */
export function carPrice(car: { price: number; price_type: string }): CarPrice {
  if (isPriceOnApplication(car)) return { amount: PRICE_ON_APPLICATION, type: null };
  return { amount: formatDollars(car.price), type: car.price_type };
}

/** `$25,990 Drive Away`, or `Price on application`: a car's price in one line of text. */
export function carPriceText(car: { price: number; price_type: string }): string {
  const { amount, type } = carPrice(car);
  return type ? `${amount} ${type}` : amount;
}
