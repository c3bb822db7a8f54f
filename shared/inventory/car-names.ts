// Display words for the stock: a body type's singular and plural (product rule 9.10's list) and the
// plural noun a site uses for what it sells (tenant `labels.stock_kinds`).
import { type CarKind } from './car.ts';
import { BODY_TYPE_LABELS, isBodyType, type BodyType } from './body-types.ts';

export interface DisplayNames {
  singular: string;
  plural: string;
}

// English plurals do not follow one rule ('Buses', 'Cab Chassis', 'SUVs'), so each is written out.
const BODY_TYPE_PLURALS: Readonly<Record<BodyType, string>> = {
  '4x4': '4x4s',
  bus: 'Buses',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertibles',
  coupe: 'Coupes',
  hardtop: 'Hardtops',
  hatch: 'Hatches',
  hatchback: 'Hatchbacks',
  motorhome: 'Motorhomes',
  lightTruck: 'Light Trucks',
  peopleMover: 'People Movers',
  sedan: 'Sedans',
  softtop: 'Soft Tops',
  suv: 'SUVs',
  ute: 'Utes',
  van: 'Vans',
  wagon: 'Wagons',
  stationWagon: 'Station Wagons',
};

const CAR_KIND_PLURALS: Readonly<Record<CarKind, string>> = {
  car: 'Cars',
  truck: 'Trucks',
  rv: 'RVs',
  motorcycle: 'Motorcycles',
};

/** What a site that configures no stock kinds sells. */
export const DEFAULT_STOCK_KINDS: readonly CarKind[] = ['car'];

/** A body type's names; a value outside product rule 9.10's list is shown as it is, never guessed at. */
export function bodyTypeNames(body: string): DisplayNames {
  if (!isBodyType(body)) return { singular: body, plural: body };
  return { singular: BODY_TYPE_LABELS[body], plural: BODY_TYPE_PLURALS[body] };
}

/** The site's stock in a heading: 'Cars', 'Trucks', 'RVs & Motorcycles'. */
export function stockNoun(kinds: readonly CarKind[] = DEFAULT_STOCK_KINDS): string {
  const names = (kinds.length > 0 ? kinds : DEFAULT_STOCK_KINDS).map(
    (kind) => CAR_KIND_PLURALS[kind],
  );
  return names.length <= 2
    ? names.join(' & ')
    : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}
