// Odometer readings by condition (new 0-50 km, demo 500-15,000 km, used 5,000-250,000 km
// growing with age) and by how far each kind of car typically travels a year.
import type { CarType, CarKind } from '#shared/inventory/car.ts';
import type { BodyType } from '#shared/inventory/body-types.ts';
import type { Random } from './random.ts';

export const YEARLY_KM: Readonly<Record<CarKind, number>> = {
  car: 15_000,
  truck: 35_000,
  rv: 8_000,
  motorcycle: 4_000,
};

export function readOdometer(
  kind: CarKind,
  body: BodyType | null,
  carType: CarType,
  age: number,
  random: Random,
): number {
  // Caravans are towed and have no odometer of their own.
  if (kind === 'rv' && body !== 'motorhome') return 0;
  if (carType === 'new') return random.int(0, 50);
  if (carType === 'demo') return random.int(500, 15_000);
  const km = Math.max(1, age) * YEARLY_KM[kind] * random.float(0.5, 1.5);
  return Math.round(Math.min(250_000, Math.max(5_000, km)));
}
