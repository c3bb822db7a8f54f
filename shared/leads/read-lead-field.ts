import { CAR_TYPES } from '../inventory/car.ts';
import { isValidEmail, isValidPostcode, readCheckbox } from './contact-rules.ts';
import { GENERAL_ENQUIRY_CATEGORIES } from './lead-category.ts';
import { LEAD_FIELDS, type LeadFieldName, type LeadValues } from './lead-fields.ts';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from './lead-messages.ts';
import type { LeadRules } from './lead-rules.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from './location-placeholder.ts';
import { checkPhone } from './phone-number.ts';
import { UNTYPABLE_CHARACTER } from '../text/control-characters.ts';

type LeadValue = NonNullable<LeadValues[LeadFieldName]>;

/** One field read: its clean value, nothing given, or the message to show. */
export type FieldRead = { value: LeadValue } | { empty: true } | { error: string };

const EMPTY = { empty: true } as const;
const invalid = { error: LEAD_API_MESSAGES.invalid } as const;

/**
 * Reads one field's raw value (JSON or a plain form post) into its stored form.
 *
 * Trimming: every string loses its outer whitespace; single-line text also has
 * each run of whitespace (newlines included) made one space, so a name cannot
 * break an email header line; a message keeps its lines, with CRLF made LF.
 * A value that is only whitespace counts as not given. Caps are checked after
 * that, in UTF-16 code units like the input's maxlength.
 *
 * Control characters are refused, never stripped (docs/decisions/0016-malformed-json-and-control-characters.md): tab, CR
 * and LF are whitespace as above; any other C0 or C1 control, DEL, the Unicode
 * line and paragraph separators and the bidirectional embedding, override and
 * isolate marks make the field an error, whatever its type.
 */
export function readLeadField(name: LeadFieldName, raw: unknown, rules: LeadRules): FieldRead {
  const { type, max_length } = LEAD_FIELDS[name];
  if (raw === undefined || raw === null) return EMPTY;
  if (type === 'checkbox') {
    const checked = readCheckbox(raw);
    if (checked === undefined) return invalid;
    return raw === '' ? EMPTY : { value: checked };
  }
  if (typeof raw === 'number') {
    if (type === 'location') return readNumber('id', raw);
    return type === 'id' || type === 'year' || type === 'km' ? readNumber(type, raw) : invalid;
  }
  if (typeof raw !== 'string') return invalid;
  if (UNTYPABLE_CHARACTER.test(raw)) {
    return {
      error:
        type === 'multiline'
          ? LEAD_API_MESSAGES.controlCharactersMultiline
          : LEAD_API_MESSAGES.controlCharacters,
    };
  }
  const text = type === 'multiline' ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim();
  if (text === '') return EMPTY;
  switch (type) {
    case 'email':
      return isValidEmail(text) ? { value: text } : { error: LEAD_MESSAGES.email };
    case 'phone':
      return readPhone(text, max_length, rules);
    case 'postcode':
      return isValidPostcode(text) ? { value: text } : { error: LEAD_MESSAGES.postcode };
    case 'location':
      if (text !== PRIMARY_LOCATION_PLACEHOLDER) return readNumber('id', text);
      return rules.primary_location_id === undefined
        ? invalid
        : { value: rules.primary_location_id };
    case 'id':
    case 'year':
    case 'km':
      return readNumber(type, text);
  }
  switch (type) {
    case 'car-type':
      return isOneOf(CAR_TYPES, text) ? { value: text } : { error: LEAD_API_MESSAGES.notAChoice };
    case 'category':
      return isOneOf(GENERAL_ENQUIRY_CATEGORIES, text)
        ? { value: text }
        : { error: LEAD_API_MESSAGES.notAChoice };
    case 'date-time':
      return isDateTime(text) ? { value: text } : invalid;
  }
  // Free text and slugs: the cap is the only bound the forms' inputs also set.
  const single = type === 'multiline' ? text : text.replace(/\s+/g, ' ');
  if (single.length > max_length) return { error: LEAD_API_MESSAGES.tooLong(max_length) };
  if (type === 'slug' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(single)) return invalid;
  return { value: single };
}

function readPhone(text: string, maxLength: number, rules: LeadRules): FieldRead {
  // Past the cap the number is wrong under every rule: say so in the rule's own words.
  if (text.length > maxLength) {
    const numeric = rules.phone_validation === 'numeric';
    return { error: numeric ? LEAD_MESSAGES.phoneTooLong : LEAD_MESSAGES.phone };
  }
  const check = checkPhone(text, rules.phone_validation);
  return check.ok ? { value: check.phone } : { error: check.message };
}

/** Ids are positive integers; years 1900-2099; km a whole number under 10 million ('45,000' allowed). */
function readNumber(type: 'id' | 'year' | 'km', raw: number | string): FieldRead {
  const digits =
    typeof raw === 'number' ? String(raw) : type === 'km' ? raw.replace(/[,\s]/g, '') : raw;
  const pattern = {
    id: /^[1-9]\d{0,14}$/,
    year: /^(19|20)\d{2}$/,
    km: /^\d{1,7}$/,
  }[type];
  return pattern.test(digits) ? { value: Number(digits) } : invalid;
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM' naming a real day and time (years 1900-2099). */
function isDateTime(value: string): boolean {
  const match = /^((?:19|20)\d{2})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}
