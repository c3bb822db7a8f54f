const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

export function formatKm(km: number): string {
  return `${NUMBER.format(km)} km`;
}

export interface CarTitleParts {
  year: number | null;
  make: string;
  model: string;
  badge?: string | null;
}

/**
 * product rule 9.13: 'Year Make Model Badge', each part named once. A model that already
 * starts with its make ('Mazda3' after product rule 9.7's renames) is not prefixed by the make
 * again; a badge that repeats the model ('Tucson', 'Kona Elite') drops the repeated words. An
 * unknown year (null or 0) or an empty badge drops out.
 */
export function carTitle(car: CarTitleParts): string {
  const make = car.make.trim();
  const model = car.model.trim();
  const makeAndModel = make && startsWithName(model, make, /[^\p{L}]/u) ? model : join(make, model);
  const badge = (car.badge ?? '').trim();
  // The longest repeated prefix goes first: 'Hyundai Tucson Elite' loses 'Hyundai Tucson'.
  const repeats = [join(make, model), makeAndModel, model]
    .filter((prefix) => prefix !== '')
    .sort((a, b) => b.length - a.length);
  const repeated = repeats.find((prefix) => startsWithName(badge, prefix, /[^\p{L}\p{N}]/u));
  const variant = repeated === undefined ? badge : badge.slice(repeated.length).trim();
  return [car.year ? String(car.year) : '', makeAndModel, variant].filter(Boolean).join(' ');
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Whether `text` begins with the whole of `name` (any case), followed by its end or `boundary`. */
function startsWithName(text: string, name: string, boundary: RegExp): boolean {
  if (name === '' || text.toLowerCase().slice(0, name.length) !== name.toLowerCase()) return false;
  const next = text.charAt(name.length);
  return next === '' || boundary.test(next);
}
