// Listing copy for generated cars: a short dealer-style description and a feature list.
import { carTitle } from '#shared/format/car-format.ts';
import { catalog } from './catalog.ts';
import type { CarChoice } from './pick-car.ts';
import type { Random } from './random.ts';

export interface DescriptionInput {
  choice: CarChoice;
  colour: string;
  km: number;
  certified: boolean;
  locationName: string;
  city: string;
  state: string;
}

const USED_HIGHLIGHTS = [
  'One owner from new.',
  'Full service history with logbook.',
  'Two keys supplied.',
  'Recently serviced and detailed.',
  'Tyres in great condition.',
  'Non-smoker vehicle.',
];

function formatKm(km: number): string {
  return String(km).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function pickSome(items: readonly string[], count: number, random: Random): string[] {
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as string);
  }
  return items.filter((item) => chosen.includes(item)); // keep the catalog's order
}

export function describeCar(input: DescriptionInput, random: Random): string {
  const { choice, colour, km } = input;
  const { model, badge, year, carType } = choice;
  const title = carTitle({ year, make: model.make, model: model.model, badge: badge.name });
  const where = `Visit us at ${input.locationName} in ${input.city}, ${input.state}, or enquire online.`;
  const parts: string[] = [];
  if (carType === 'new') parts.push(`Brand new ${title} in ${colour}.`);
  if (carType === 'demo') {
    parts.push(`Dealer demonstrator ${title} in ${colour} with only ${formatKm(km)} km.`);
    parts.push('Balance of the new-vehicle warranty applies.');
  }
  if (carType === 'used') {
    const distance = km > 0 ? ` with ${formatKm(km)} km on the clock` : '';
    parts.push(`${title} in ${colour}${distance}.`);
    parts.push(...pickSome(USED_HIGHLIGHTS, 2, random));
    if (input.certified) parts.push('Certified pre-owned: inspected, reconditioned and warranted.');
  }
  if (model.kind === 'truck' && carType !== 'used') {
    parts.push('Backed by a 5-year warranty and 24-hour roadside assist.');
  }
  if (choice.fuel === 'Electric') parts.push('Fully electric: zero tailpipe emissions.');
  if (choice.fuel === 'Hybrid') parts.push('Hybrid efficiency for lower running costs.');
  parts.push(where);
  return parts.join(' ');
}

export function listFeatures(choice: CarChoice, random: Random): string[] {
  const { kind } = choice.model;
  if (kind !== 'car') return pickSome(catalog.features[kind], random.int(4, 8), random);
  const features = pickSome(catalog.features.car, random.int(5, 9), random);
  if (choice.body === 'ute' || choice.body === 'cabChassis') {
    features.push(...pickSome(catalog.features.ute, random.int(1, 3), random));
  }
  if ((choice.model.seats ?? 0) >= 7) features.push('Third-Row Seating');
  if (choice.fuel === 'Electric') features.push('DC Fast Charging');
  return features;
}
