// Typed view of seed/catalog.json: the makes, models, badges and base prices the demo
// inventory is drawn from. Checked once at load so a typo in the data fails loudly.
import {
  SIMPLE_DRIVES,
  SIMPLE_FUELS,
  SIMPLE_TRANSMISSIONS,
  CAR_KINDS,
  type SimpleDrive,
  type SimpleFuel,
  type SimpleTransmission,
  type CarKind,
} from '#shared/inventory/car.ts';
import { BODY_TYPES, type BodyType } from '#shared/inventory/body-types.ts';
import type { Weights } from './random.ts';
import type { ColourKey } from '#shared/inventory/car-images.ts';
import catalogJson from './catalog.json' with { type: 'json' };

export interface CatalogBadge {
  name: string;
  price: number; // new drive-away price in AUD, before fuel premiums
  body?: BodyType;
  fuel?: SimpleFuel;
  drive?: SimpleDrive;
  transmission?: SimpleTransmission;
}

export interface CatalogModel {
  make: string;
  model: string;
  kind: CarKind;
  body: BodyType | null;
  seats: number | null;
  years: [number, number | null]; // first model year, last model year (null: still sold new)
  series?: Array<[number, string]>; // [first model year, series code]
  popularity: number;
  retention?: number; // share of value kept per year of age
  premium_fuel?: boolean;
  // Absent for caravans, which have no engine; motorcycles have no drive.
  fuels?: Weights<SimpleFuel>;
  drives?: Weights<SimpleDrive>;
  transmissions?: Weights<SimpleTransmission>;
  badges: CatalogBadge[];
}

export interface Catalog {
  wmi: Record<string, string>;
  models: CatalogModel[];
  features: { car: string[]; ute: string[]; truck: string[]; rv: string[]; motorcycle: string[] };
  colour_weights: Record<CarKind, Weights<ColourKey>>;
}

function checkValue(where: string, value: string | null | undefined, allowed: readonly string[]) {
  if (value !== null && value !== undefined && !allowed.includes(value)) {
    throw new Error(`seed/catalog.json ${where}: '${value}' is not one of ${allowed.join(', ')}`);
  }
}

function checkCatalog(catalog: Catalog): Catalog {
  for (const model of catalog.models) {
    const where = `${model.make} ${model.model}`;
    if (!catalog.wmi[model.make]) throw new Error(`seed/catalog.json: add a wmi for ${model.make}`);
    if (model.badges.length === 0) throw new Error(`seed/catalog.json ${where}: add a badge`);
    checkValue(where, model.kind, CAR_KINDS);
    checkValue(where, model.body, BODY_TYPES);
    for (const fuel of Object.keys(model.fuels ?? {})) checkValue(where, fuel, SIMPLE_FUELS);
    for (const drive of Object.keys(model.drives ?? {})) checkValue(where, drive, SIMPLE_DRIVES);
    for (const gearbox of Object.keys(model.transmissions ?? {})) {
      checkValue(where, gearbox, SIMPLE_TRANSMISSIONS);
    }
    for (const badge of model.badges) {
      checkValue(`${where} ${badge.name}`, badge.body, BODY_TYPES);
      checkValue(`${where} ${badge.name}`, badge.fuel, SIMPLE_FUELS);
      checkValue(`${where} ${badge.name}`, badge.drive, SIMPLE_DRIVES);
      checkValue(`${where} ${badge.name}`, badge.transmission, SIMPLE_TRANSMISSIONS);
    }
  }
  return catalog;
}

export const catalog: Catalog = checkCatalog(catalogJson as unknown as Catalog);

/** The series code in force for a model year, or null when the catalog has none. */
export function findSeries(model: CatalogModel, year: number): string | null {
  let series: string | null = null;
  for (const [fromYear, code] of model.series ?? []) if (year >= fromYear) series = code;
  return series;
}
