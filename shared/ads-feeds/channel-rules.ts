// Each channel's rules for one item (product rule 2.16), checked on what a feed holds: the
// builders drop a car whose item breaks them, and the check command and tests run them on
// the served feeds parsed back. Limits are the channels' documented ones (docs/ads-feeds.md).
import { hasUncleanText } from './feed-text.ts';
import { isValidVin } from './sellable.ts';
import type { AdsChannel } from './feed-site.ts';

/** A feed item as attribute -> text (a list for repeated attributes). */
export type FeedRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;
/** Google: image_link plus at most 10 additional_image_link; Meta: up to 20 images. */
export const GOOGLE_ADDITIONAL_IMAGES_MAX = 10;
export const META_IMAGES_MAX = 20;

interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  max?: number;
  url?: boolean;
  /** Required when this other field has this value. */
  requiredWhen?: [string, string];
}

const HTTPS = { url: true, required: true };
const TEXT = (max: number) => ({ required: true, max });

const GOOGLE: Readonly<Record<string, FieldRule>> = {
  id: { required: true, max: 50 },
  title: TEXT(TITLE_MAX),
  description: TEXT(DESCRIPTION_MAX),
  link: HTTPS,
  image_link: HTTPS,
  additional_image_link: { url: true },
  price: { required: true, pattern: /^\d{1,9}\.\d{2} AUD$/ },
  vehicle_price_type: {
    required: true,
    pattern: /^(drive_away_price|estimated_drive_away_price|excluding_government_charges_price)$/,
  },
  condition: { required: true, pattern: /^(new|used)$/ },
  brand: TEXT(70),
  model: TEXT(70),
  trim: { max: 70 },
  year: { required: true, pattern: /^(19|20)\d{2}$/ },
  mileage: { pattern: /^\d{1,7} km$/, requiredWhen: ['condition', 'used'] },
  vin: { required: true },
  store_code: { required: true, max: 64 },
  vehicle_fulfillment: { required: true, pattern: /^in_store:[A-Za-z0-9_.-]{1,64}$/ },
  color: TEXT(100),
  body_style: { max: 100 },
  fuel: { max: 100 },
  transmission: { pattern: /^(automatic|manual)$/ },
  google_product_category: { required: true, pattern: /^916$/ },
};

const META_BODY_STYLES =
  'CONVERTIBLE|COUPE|CROSSOVER|HATCHBACK|MINIVAN|TRUCK|SMALL_CAR|SEDAN|SPORTSCAR|SUV|VAN|WAGON|OTHER';

const META: Readonly<Record<string, FieldRule>> = {
  vehicle_id: { required: true, max: 100 },
  vin: { required: true },
  title: TEXT(TITLE_MAX),
  description: TEXT(DESCRIPTION_MAX),
  url: HTTPS,
  make: TEXT(100),
  model: TEXT(100),
  trim: { max: 100 },
  year: { required: true, pattern: /^(19|20)\d{2}$/ },
  'mileage.value': { required: true, pattern: /^\d{1,7}$/ },
  'mileage.unit': { required: true, pattern: /^KM$/ },
  'image[0].url': HTTPS,
  price: { required: true, pattern: /^\d{1,9} AUD$/ },
  state_of_vehicle: { required: true, pattern: /^(NEW|USED|CPO)$/ },
  body_style: { required: true, pattern: new RegExp(`^(${META_BODY_STYLES})$`) },
  transmission: { pattern: /^(AUTOMATIC|MANUAL)$/ },
  fuel_type: { pattern: /^(PETROL|DIESEL|ELECTRIC|HYBRID|PLUGIN_HYBRID|OTHER)$/ },
  drivetrain: { pattern: /^(FWD|RWD|AWD|FOUR_WD|TWO_WD)$/ },
  exterior_color: TEXT(100),
  availability: { required: true, pattern: /^AVAILABLE$/ },
  vehicle_type: { required: true, pattern: /^(CAR_TRUCK|COMMERCIAL|MOTORCYCLE|RV_CAMPER)$/ },
  address: { required: true },
  latitude: { required: true, pattern: /^-?\d{1,2}(\.\d+)?$/ },
  longitude: { required: true, pattern: /^-?\d{1,3}(\.\d+)?$/ },
  dealer_name: TEXT(200),
  dealer_phone: { pattern: /^\+?\d{6,15}$/ },
};

export const CHANNEL_RULES: Readonly<Record<AdsChannel, Readonly<Record<string, FieldRule>>>> = {
  google: GOOGLE,
  meta: META,
};

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

function checkValue(field: string, rule: FieldRule, value: string): string | null {
  if (rule.max !== undefined && [...value].length > rule.max) {
    return `${field} is longer than ${rule.max} characters`;
  }
  if (rule.pattern && !rule.pattern.test(value)) return `${field} "${value}" is not in the format`;
  if (rule.url && !isHttpsUrl(value)) return `${field} "${value}" is not an absolute https URL`;
  if (hasUncleanText(value)) return `${field} holds markup, control characters or emoji`;
  return null;
}

/** The rules this item breaks, each naming the attribute; empty when it is valid. */
export function checkFeedItem(channel: AdsChannel, item: FeedRecord): string[] {
  const rules = CHANNEL_RULES[channel];
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const raw = item[field];
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as string[];
    const present = values.filter((value) => value !== '');
    const needed =
      rule.required || (rule.requiredWhen && item[rule.requiredWhen[0]] === rule.requiredWhen[1]);
    if (present.length === 0) {
      if (needed) problems.push(`${field} is missing`);
      continue;
    }
    for (const value of present) {
      const problem = checkValue(field, rule, value);
      if (problem) problems.push(problem);
    }
  }
  const vin = item.vin;
  if (typeof vin === 'string' && vin !== '' && !isValidVin(vin)) {
    problems.push(`vin "${vin}" is not 17 characters of A-Z (no I, O, Q) and 0-9`);
  }
  const extra = item.additional_image_link;
  if (Array.isArray(extra) && extra.length > GOOGLE_ADDITIONAL_IMAGES_MAX) {
    problems.push(`more than ${GOOGLE_ADDITIONAL_IMAGES_MAX} additional_image_link`);
  }
  return problems;
}
