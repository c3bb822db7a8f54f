import { expect, test } from 'vitest';
import { capitalize, carWords, stockWords } from '#shared/inventory/car-kind-words.ts';
import type { CarKind } from '#shared/inventory/car.ts';

test.each([
  [undefined, 'car', 'cars'],
  [[], 'car', 'cars'],
  [['car'], 'car', 'cars'],
  [['truck'], 'truck', 'trucks'],
  [['rv'], 'RV', 'RVs'],
  [['motorcycle'], 'motorcycle', 'motorcycles'],
  [['rv', 'motorcycle'], 'vehicle', 'vehicles'],
  [['car', 'truck'], 'vehicle', 'vehicles'],
] as const)('a site selling %j: %s, %s (product rule 9.12)', (kinds, one, many) => {
  expect(stockWords(kinds as readonly CarKind[] | undefined)).toEqual({ one, many });
});

test.each([
  ['motorcycle', ['rv', 'motorcycle'], 'motorcycle'],
  ['rv', ['rv', 'motorcycle'], 'RV'],
  ['truck', ['truck'], 'truck'],
  [undefined, ['truck'], 'truck'],
  [null, ['rv', 'motorcycle'], 'vehicle'],
] as const)('a %s on a site selling %j is a %s', (kind, siteKinds, one) => {
  expect(carWords({ vehicle_kind: kind as CarKind | null | undefined }, siteKinds).one).toBe(one);
});

test.each([
  ['truck', 'Truck'],
  ['RV', 'RV'],
  ['vehicles', 'Vehicles'],
])('capitalize(%s) = %s', (word, expected) => {
  expect(capitalize(word)).toBe(expected);
});
