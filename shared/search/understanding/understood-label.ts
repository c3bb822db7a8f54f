import { BODY_TYPE_LABELS, isBodyType } from '../../inventory/body-types.ts';
import { formatPrice } from '../../format/money.ts';
import type { NumericRange, SearchState } from '../../search-url/search-state.ts';

const CAR_TYPE_WORDS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };
const number = new Intl.NumberFormat('en-AU');

function bounds({ min, max }: NumericRange, show: (value: number) => string, unit = ''): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? `${show(min)}${unit}` : `${show(min)}–${show(max)}${unit}`;
  }
  return min !== undefined ? `from ${show(min)}${unit}` : `under ${show(max ?? 0)}${unit}`;
}

/** A typed word as a name shows it: words with digits are model codes ('sr5' -> 'SR5'). */
const asName = (word: string) => (/\d/.test(word) ? word.toUpperCase() : word);

/**
 * product rule 9.15: a refined state in a shopper's words, for the typeahead's first
 * suggestion: 'Toyota HiLux SR5', 'SUVs under $30,000', 'Used Diesel Utes 2018 or newer', 'Red Toyota HiLux'.
 */
export function describeSearchState(state: SearchState): string {
  const list = state.refinementList;
  const words: string[] = [];
  for (const type of list.car_type ?? []) words.push(CAR_TYPE_WORDS[type] ?? type);
  words.push(...(list.colour ?? []));
  words.push(...(list.simple_fuel ?? []), ...(list.simple_drive ?? []));
  words.push(...(list.simple_transmission ?? []));
  words.push(...(list.make_model?.length ? list.make_model : (list.make ?? [])));
  words.push(...state.query.split(/\s+/).filter(Boolean).map(asName));
  const bodies = (list.simple_body ?? []).map((body) =>
    isBodyType(body) ? `${BODY_TYPE_LABELS[body]}s` : body,
  );
  words.push(bodies.length > 0 ? bodies.join(' or ') : words.length === 0 ? 'Cars' : '');
  const { price, year, km, seats } = state.range;
  if (seats) words.push(`with ${seats.min ?? seats.max}+ seats`);
  if (price) words.push(bounds(price, (value) => formatPrice(value)));
  if (year) {
    words.push(
      year.min !== undefined && year.max === undefined
        ? `${year.min} or newer`
        : bounds(year, String),
    );
  }
  if (km) words.push(bounds(km, (value) => number.format(value), ' km'));
  return words.filter(Boolean).join(' ');
}
