import type { IsoDate } from '../tenant/tenant-config.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2027-03-31' -> '31 March 2027'. Written out rather than Intl-formatted, so the server
 * and every browser print the same words (hydration compares them).
 */
export function formatOfferDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The validity line of an offer card: 'Ends 31 March 2027'. */
export function offerValidity(offer: { expiry: IsoDate }): string {
  return `Ends ${formatOfferDate(offer.expiry)}`;
}
