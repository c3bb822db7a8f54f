import type { TenantFeatures } from '../tenant/tenant-config.ts';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from './lead-messages.ts';

/** The tenant's phone rule (`features.phone_validation`). */
export type PhoneValidation = TenantFeatures['phone_validation'];

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/** product rule 5.12: spaces, dashes (ASCII and Unicode) and brackets are not part of a number. */
const SEPARATORS = /[\s()\-\u2010-\u2015]/g;
/** product rule 5.4: +61, 0061, +64 and 0064 become the trunk 0. */
const AU_NZ_COUNTRY_CODE = /^(?:\+|00)6[14]/;

/**
 * product rule 5.4: the number as stored and compared: separators removed, an AU or NZ
 * country code replaced by 0. A trunk 0 written after the code ('+61 (0)4…')
 * is dropped with it. Anything else is left as typed for the rules to judge.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  if (!AU_NZ_COUNTRY_CODE.test(compact)) return compact;
  return compact.replace(AU_NZ_COUNTRY_CODE, '0').replace(/^00/, '0');
}

const AU_NZ_RULES: readonly RegExp[] = [
  // product rule 5.12 / AU: mobiles 04, landlines 02 03 07 08, and 05, with 8 more digits.
  /^0[234578]\d{8}$/,
  // product rule 5.12 / NZ landlines 03 04 06 07 09 + 7 digits (the reference and NZ's
  // numbering plan). '7-9 digits' is the mobiles' range below; allowed for landlines it would
  // also pass a UK 07xxx number or an 11-digit '03'.
  /^0[34679]\d{7}$/,
  // NZ mobiles: 02x followed by 7-9 digits.
  /^02\d\d{7,9}$/,
  // AU service numbers 1300 / 1800 xxx xxx and 13 xx xx: Australian numbers a
  // business buyer may give; rejecting them would contradict the message.
  /^1[38]00\d{6}$/,
  /^13\d{4}$/,
];

/** A normalised number that passes the product rule 5.4 AU/NZ rules. */
export function isAustralianOrNzPhone(normalised: string): boolean {
  return AU_NZ_RULES.some((rule) => rule.test(normalised));
}

/**
 * UK numbers written with their country code 44 ('+44', '0044' or '44'; a
 * bracketed trunk '(0)' allowed), national number of 9 or 10 digits. A UK number
 * in domestic form (07…) is not accepted: the product rules allows numbers starting 44.
 */
const UK_NUMBER = /^(?:\+|00)?440?([1-9]\d{8,9})$/;

/** Canonical '+44…' form of a UK number, or undefined when it is not one. */
export function ukPhone(normalised: string): string | undefined {
  const match = UK_NUMBER.exec(normalised);
  return match ? `+44${match[1]}` : undefined;
}

/** product rule 5.12: the 'numeric' variant accepts fewer than 15 characters. */
export const NUMERIC_PHONE_MAX_LENGTH = 14;

/**
 * product rule 5.4: checks a phone number under the tenant's rule and returns it
 * normalised ('0412345678', '1300975707', '+447911123456'). Empty input is the
 * required rule's business, not this one's.
 */
export function checkPhone(raw: string, variant: PhoneValidation): PhoneCheck {
  const normalised = normalisePhone(raw.trim());
  if (variant === 'numeric') {
    // Characters of the normalised number, '+' included, separators not.
    if (!/^\+?\d+$/.test(normalised))
      return { ok: false, message: LEAD_API_MESSAGES.phoneNotNumeric };
    if (normalised.length > NUMERIC_PHONE_MAX_LENGTH) {
      return { ok: false, message: LEAD_MESSAGES.phoneTooLong };
    }
    return { ok: true, phone: normalised };
  }
  if (isAustralianOrNzPhone(normalised)) return { ok: true, phone: normalised };
  const uk = variant === 'au-nz-uk' ? ukPhone(normalised) : undefined;
  return uk ? { ok: true, phone: uk } : { ok: false, message: LEAD_MESSAGES.phone };
}
