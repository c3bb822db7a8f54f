/** The countries the platform's dealers and shoppers are in. */
export type Country = 'AU' | 'NZ';

/**
 * The country of a phone stored normalised by the shared rules (+61/+64 already replaced by
 * the trunk 0). NZ numbers are recognised by length: NZ landlines have 9 digits, NZ mobiles
 * 02x with 10 to 12. A 10-digit 02 number is also a Sydney landline, so it counts as AU,
 * as does anything unknown.
 */
export function phoneCountry(phone: string | null): Country {
  const compact = phone?.replace(/[^\d+]/g, '') ?? '';
  if (compact.startsWith('+64') || compact.startsWith('0064')) return 'NZ';
  if (/^0[34679]\d{7}$/.test(compact) || /^02\d{9,10}$/.test(compact)) return 'NZ';
  return 'AU';
}
