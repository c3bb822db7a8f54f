// ADF `regioncode` is the state (adf-xml reference). The form asks only for a postcode, so the
// state comes from Australia Post's postcode ranges; the few border towns numbered in a
// neighbour's range read as that range's state, which is what staff would guess too.
import type { AustralianState } from '#shared/tenant/tenant-config.ts';
import type { Country } from './phone-country.ts';

const RANGES: readonly (readonly [number, number, AustralianState])[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

/** The Australian state of a 4-digit postcode; null for NZ (no states) or a malformed one. */
export function stateForPostcode(
  postcode: string | null,
  country: Country,
): AustralianState | null {
  if (country !== 'AU' || postcode === null || !/^\d{4}$/.test(postcode)) return null;
  const value = Number(postcode);
  return RANGES.find(([from, to]) => value >= from && value <= to)?.[2] ?? null;
}
