// Chooses what a generated car is: condition, model, badge, model year and drivetrain,
// following the dealer's stock profile and what the catalog says was sold when.
import type {
  CarType,
  SimpleDrive,
  SimpleFuel,
  SimpleTransmission,
} from '#shared/inventory/car.ts';
import type { BodyType } from '#shared/inventory/body-types.ts';
import { catalog, findSeries, type CatalogBadge, type CatalogModel } from './catalog.ts';
import type { Random } from './random.ts';
import type { StockProfile, StockSegment } from './stock-profiles.ts';

export interface CarChoice {
  model: CatalogModel;
  badge: CatalogBadge;
  carType: CarType;
  year: number;
  series: string | null;
  body: BodyType | null;
  fuel: SimpleFuel | null;
  drive: SimpleDrive | null;
  transmission: SimpleTransmission | null;
}

interface Candidate {
  model: CatalogModel;
  weight: number;
}

// Used stock skews to 2-6 year old cars; index 0 is one year old.
const USED_AGE_WEIGHTS = [6, 12, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 3];
const BADGE_WEIGHTS = [3, 3, 2, 1];

function isAvailable(model: CatalogModel, carType: CarType, currentYear: number): boolean {
  const [from, to] = model.years;
  if (carType === 'used') return from <= currentYear - 1;
  return from <= currentYear && (to === null || to >= currentYear);
}

function listCandidates(segment: StockSegment, carType: CarType, currentYear: number): Candidate[] {
  const candidates: Candidate[] = [];
  for (const pick of segment.pick) {
    const matches = catalog.models.filter(
      (model) =>
        (pick.make === undefined || model.make === pick.make) &&
        (pick.model === undefined || model.model === pick.model) &&
        (pick.kind === undefined || model.kind === pick.kind) &&
        isAvailable(model, carType, currentYear),
    );
    const popularity = matches.reduce((sum, model) => sum + model.popularity, 0);
    for (const model of matches) {
      candidates.push({ model, weight: (pick.weight * model.popularity) / popularity });
    }
  }
  return candidates;
}

function pickYear(model: CatalogModel, carType: CarType, random: Random, currentYear: number) {
  const [from, to] = model.years;
  if (carType !== 'used') {
    const olderShare = carType === 'demo' ? 0.4 : 0.25;
    return Math.max(
      from,
      Math.min(to ?? currentYear, currentYear - (random.chance(olderShare) ? 1 : 0)),
    );
  }
  const ages = USED_AGE_WEIGHTS.map((weight, index) => ({ age: index + 1, weight })).filter(
    ({ age }) => currentYear - age >= from && currentYear - age <= (to ?? currentYear),
  );
  if (ages.length === 0) return Math.max(from, currentYear - 1);
  return currentYear - random.pickWeighted(ages, (entry) => entry.weight).age;
}

function chooseTransmission(
  model: CatalogModel,
  fuel: SimpleFuel | null,
  random: Random,
): SimpleTransmission | null {
  if (!model.transmissions) return null;
  // Electrified drivetrains are sold with automatics only.
  if (fuel === 'Electric' || fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') return 'Automatic';
  return random.pickKey(model.transmissions);
}

/** Returns a picker that caches candidate lists per segment and car type for one run. */
export function createCarPicker(currentYear: number) {
  const cache = new Map<StockSegment, Map<CarType, Candidate[]>>();

  const candidatesFor = (segment: StockSegment, carType: CarType): Candidate[] => {
    const bySegment = cache.get(segment) ?? new Map<CarType, Candidate[]>();
    cache.set(segment, bySegment);
    let candidates = bySegment.get(carType);
    if (!candidates) {
      candidates = listCandidates(segment, carType, currentYear);
      if (candidates.length === 0) {
        throw new Error(`seed/demo-stock.json: a segment has no ${carType} models in catalog.json`);
      }
      bySegment.set(carType, candidates);
    }
    return candidates;
  };

  return function pickCar(profile: StockProfile, random: Random): CarChoice {
    const segment = random.pickWeighted(profile.segments, (entry) => entry.weight);
    const carType = random.pickKey(segment.car_types);
    const { model } = random.pickWeighted(candidatesFor(segment, carType), (c) => c.weight);
    const badge = random.pickWeighted(
      model.badges,
      (b) => BADGE_WEIGHTS[model.badges.indexOf(b)] ?? 1,
    );
    const year = pickYear(model, carType, random, currentYear);
    const fuel = badge.fuel ?? (model.fuels ? random.pickKey(model.fuels) : null);
    const drive = badge.drive ?? (model.drives ? random.pickKey(model.drives) : null);
    const transmission = badge.transmission ?? chooseTransmission(model, fuel, random);
    const body = badge.body ?? model.body;
    const series = findSeries(model, year);
    return { model, badge, carType, year, series, body, fuel, drive, transmission };
  };
}

export type CarPicker = ReturnType<typeof createCarPicker>;
