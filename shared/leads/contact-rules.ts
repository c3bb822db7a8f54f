/**
 * product rules 5.3 and 5.5: the format rules of a lead's contact fields, one predicate each. The
 * messages that go with them are in lead-messages.ts; validateLead pairs them.
 */

/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

// product rule 5.3: an email must look like one. Here: the HTML email input's rule (what
// browsers check), except that the domain needs a dot (product rule 5.13): 'name@localhost'
// reaches no dealer's customer.
const EMAIL_LOCAL = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^${EMAIL_LOCAL}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** product rule 5.5: exactly 4 digits (and the input's max length is 4). */
export const POSTCODE_LENGTH = 4;

export function isValidPostcode(postcode: string): boolean {
  return /^\d{4}$/.test(postcode);
}

/**
 * A checkbox as JSON (`true`/`false`) or as a plain form post without
 * JavaScript ('on', 'true', 'yes', '1'; an unticked box sends nothing, so absent
 * reads as unticked). Anything else is undefined: not a checkbox value.
 */
export function readCheckbox(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === false) return false;
  if (value === true) return true;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(word)) return true;
  if (['', 'off', 'false', 'no', '0'].includes(word)) return false;
  return undefined;
}
