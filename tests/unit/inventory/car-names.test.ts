import { expect, test } from 'vitest';
import { BODY_TYPES } from '#shared/inventory/body-types.ts';
import { bodyTypeNames, stockNoun } from '#shared/inventory/car-names.ts';

// product rule 9.10's body types, each with the words a shopper reads.
const NAMES = [
  ['4x4', '4x4', '4x4s'],
  ['bus', 'Bus', 'Buses'],
  ['cabChassis', 'Cab Chassis', 'Cab Chassis'],
  ['convertible', 'Convertible', 'Convertibles'],
  ['coupe', 'Coupe', 'Coupes'],
  ['hardtop', 'Hardtop', 'Hardtops'],
  ['hatch', 'Hatch', 'Hatches'],
  ['hatchback', 'Hatchback', 'Hatchbacks'],
  ['motorhome', 'Motorhome', 'Motorhomes'],
  ['lightTruck', 'Light Truck', 'Light Trucks'],
  ['peopleMover', 'People Mover', 'People Movers'],
  ['sedan', 'Sedan', 'Sedans'],
  ['softtop', 'Soft Top', 'Soft Tops'],
  ['suv', 'SUV', 'SUVs'],
  ['ute', 'Ute', 'Utes'],
  ['van', 'Van', 'Vans'],
  ['wagon', 'Wagon', 'Wagons'],
  ['stationWagon', 'Station Wagon', 'Station Wagons'],
] as const;

test('the table covers every body type of product rule 9.10', () => {
  expect(NAMES.map(([body]) => body)).toEqual([...BODY_TYPES]);
});

test.each(NAMES)('%s: %s, %s', (body, singular, plural) => {
  expect(bodyTypeNames(body)).toEqual({ singular, plural });
});

test('a body outside the list is shown as it came, not guessed at', () => {
  expect(bodyTypeNames('Tray Back')).toEqual({ singular: 'Tray Back', plural: 'Tray Back' });
  expect(bodyTypeNames('toString')).toEqual({ singular: 'toString', plural: 'toString' });
});

test.each([
  [undefined, 'Cars'],
  [[], 'Cars'],
  [['car'], 'Cars'],
  [['truck'], 'Trucks'],
  [['rv', 'motorcycle'], 'RVs & Motorcycles'],
  [['car', 'truck', 'rv'], 'Cars, Trucks & RVs'],
] as const)('stock kinds %j are %s', (kinds, noun) => {
  expect(stockNoun(kinds)).toBe(noun);
});
