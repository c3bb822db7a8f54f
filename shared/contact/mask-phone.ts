/** product rule 9.9: phone masking keeps this many characters. */
export const PHONE_VISIBLE_CHARACTERS = 5;

export const PHONE_MASK_CHARACTER = '*';

/**
 * product rules 4.5 and 9.9: the phone number as shown before the shopper reveals it: the
 * first 5 characters kept, the rest starred.
 *
 * "Characters" is the product rules' word, so the kept 5 are the first 5 characters as
 * written, spaces included ('02 5550 1100' keeps '02 55', '+61 2 5550 1100'
 * keeps '+61 2'); only the number's surrounding whitespace is dropped first.
 * After them every character but whitespace becomes a star, so all the digits
 * of "the rest" are hidden while the number keeps its shape and the card does
 * not change width when the full number replaces it.
 *
 * A number of 5 characters or fewer has no rest: it is shown whole, as the
 * rule reads (dealers' numbers are 8 or more characters; a 13 number is '13 12 34').
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const kept = trimmed.slice(0, PHONE_VISIBLE_CHARACTERS);
  const rest = trimmed.slice(PHONE_VISIBLE_CHARACTERS).replace(/\S/g, PHONE_MASK_CHARACTER);
  return kept + rest;
}
