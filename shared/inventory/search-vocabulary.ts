// The car words shoppers type into the search box (decision 0013), as data: for each value a car
// document holds (body name, fuel, gearbox, drive, condition), the other ways people say it.
// The cars index's synonyms are derived from these tables (docs/decisions/0011).
import { type CarType, type SimpleDrive, type SimpleFuel, type SimpleTransmission } from './car.ts';
import { BODY_TYPE_LABELS, type BodyType } from './body-types.ts';

/** Everyday names per body type (product rule 9.10); the index holds the body's display name. */
export const BODY_EVERYDAY_NAMES: Readonly<Record<BodyType, readonly string[]>> = {
  '4x4': ['4x4s', '4wd', '4wds', 'four wheel drive', '4 wheel drive', 'off roader', 'offroader'],
  bus: ['buses', 'coach', 'minibus', 'mini bus'],
  cabChassis: ['cabchassis', 'tray', 'trayback', 'tray back', 'tray top', 'traytop'],
  convertible: ['convertibles', 'cabriolet', 'cabrio', 'drop top', 'droptop'],
  coupe: ['coupes', 'two door', '2 door'],
  hardtop: ['hardtops', 'hard top'],
  hatch: ['hatches', 'hatchback', 'hatchbacks'],
  hatchback: ['hatchbacks', 'hatch', 'hatches'],
  motorhome: ['motorhomes', 'motor home', 'campervan', 'camper van', 'camper', 'rv'],
  lightTruck: ['light trucks', 'truck', 'trucks', 'lorry'],
  peopleMover: [
    'people movers',
    'peoplemover',
    'people carrier',
    'minivan',
    'mini van',
    'mpv',
    '8 seater',
  ],
  sedan: ['sedans', 'saloon', '4 door', 'four door'],
  softtop: ['softtop', 'softtops', 'soft tops', 'rag top', 'ragtop'],
  suv: ['suvs', 'crossover', 'crossovers', 'sports utility', 'sport utility'],
  ute: [
    'utes',
    'utility',
    'utilities',
    'pickup',
    'pickups',
    'pick up',
    'dual cab',
    'double cab',
    'crew cab',
  ],
  van: ['vans', 'panel van', 'cargo van'],
  wagon: ['wagons', 'estate', 'station wagon'],
  stationWagon: ['station wagons', 'estate', 'sportwagon', 'sport wagon'],
};

export const FUEL_EVERYDAY_NAMES: Readonly<Record<SimpleFuel, readonly string[]>> = {
  Petrol: ['unleaded', 'ulp', 'gasoline'],
  Diesel: ['turbo diesel', 'turbodiesel', 'tdi'],
  Hybrid: ['hybrids', 'hev'],
  Electric: ['ev', 'evs', 'bev', 'electric car', 'electric vehicle', 'battery electric'],
  'Plug-in Hybrid': ['phev', 'phevs', 'plugin hybrid', 'plugin'],
};

export const TRANSMISSION_EVERYDAY_NAMES: Readonly<Record<SimpleTransmission, readonly string[]>> =
  {
    Automatic: ['auto', 'autos', 'automatics', 'cvt', 'dsg'],
    Manual: ['manuals', 'stick shift', 'stick'],
  };

export const DRIVE_EVERYDAY_NAMES: Readonly<Record<SimpleDrive, readonly string[]>> = {
  FWD: ['front wheel drive', '2wd'],
  RWD: ['rear wheel drive', '2wd'],
  AWD: ['all wheel drive', 'awds'],
  '4x4': ['4x4s', '4wd', '4wds', 'four wheel drive', '4 wheel drive'],
};

/** The index holds car_type itself ('new', 'used', 'demo'). */
export const CONDITION_EVERYDAY_NAMES: Readonly<Record<CarType, readonly string[]>> = {
  new: ['brand new'],
  used: ['pre owned', 'preowned', 'second hand', 'secondhand', 'pre loved', 'preloved'],
  demo: ['demos', 'demonstrator', 'demonstrators', 'ex demo'],
};

/** A value as the car document holds it, and the everyday names that search for it. */
export interface VocabularyEntry {
  readonly indexed: string;
  readonly everyday: readonly string[];
}

function entriesOf(
  table: Readonly<Record<string, readonly string[]>>,
  indexedName: (key: string) => string = (key) => key,
): VocabularyEntry[] {
  return Object.entries(table).map(([key, everyday]) => ({ indexed: indexedName(key), everyday }));
}

/** Every vocabulary entry: body names, fuels, gearboxes, drives and conditions. */
export const CAR_VOCABULARY: readonly VocabularyEntry[] = [
  ...entriesOf(BODY_EVERYDAY_NAMES, (body) => BODY_TYPE_LABELS[body as BodyType]),
  ...entriesOf(FUEL_EVERYDAY_NAMES),
  ...entriesOf(TRANSMISSION_EVERYDAY_NAMES),
  ...entriesOf(DRIVE_EVERYDAY_NAMES),
  ...entriesOf(CONDITION_EVERYDAY_NAMES),
];

/**
 * Meilisearch `synonyms` from the vocabulary: each everyday name searches for the
 * values that carry it, one way (a "ute" search does not also look for "pickup",
 * which no document holds). Keys and values are lower-cased; a name shared by two
 * values ("2wd": FWD and RWD) searches for both.
 */
export function synonymsFromVocabulary(
  vocabulary: readonly VocabularyEntry[],
): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  for (const { indexed, everyday } of vocabulary) {
    const value = indexed.toLowerCase();
    for (const name of everyday) {
      const key = name.toLowerCase();
      if (key === value) continue;
      const values = (synonyms[key] ??= []);
      if (!values.includes(value)) values.push(value);
    }
  }
  return synonyms;
}
