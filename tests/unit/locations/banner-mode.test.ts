import { expect, test } from 'vitest';
import { bannerLocationLabel, bannerMode } from '#shared/locations/banner-mode.ts';
import type { LocationType } from '#shared/tenant/tenant-config.ts';

test.each([
  [0, 'single'],
  [1, 'single'],
  [2, 'list'],
  [3, 'list'],
  [4, 'dropdown'],
  [12, 'dropdown'],
] as const)('%i unique locations -> %s (product rule 2.6)', (count, expected) => {
  expect(bannerMode(count)).toBe(expected);
});

test.each([
  ['service', 'Service Centre'],
  ['sales', 'Dealership'],
  ['parts', 'Dealership'],
  ['', 'Dealership'],
] as const)('a %j location is labelled %s', (type: LocationType, expected) => {
  expect(bannerLocationLabel({ location_type: type })).toBe(expected);
});
