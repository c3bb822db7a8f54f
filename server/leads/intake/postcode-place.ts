import { stateForPostcode } from '#server/leads/delivery/postcode-region.ts';
import { phoneCountry } from '#server/leads/delivery/phone-country.ts';
import type { LeadValues } from '#shared/leads/lead-fields.ts';

/**
 * product rule 5.5: a well-formed postcode that geocoding cannot place is 'Invalid postcode'. The
 * platform places an Australian postcode by Australia Post's ranges (the table a delivery
 * reads the state from), so 0000 to 0199 and 0300 to 0799 are nowhere. There is no New
 * Zealand table: a shopper whose phone is a New Zealand number keeps their postcode.
 * A lead without a postcode (a form or step that does not ask) has nothing to place.
 */
export function isPlaceablePostcode(values: Pick<LeadValues, 'postcode' | 'phone'>): boolean {
  const { postcode } = values;
  if (postcode === undefined) return true;
  const country = phoneCountry(values.phone ?? null);
  return country === 'NZ' || stateForPostcode(postcode, country) !== null;
}
