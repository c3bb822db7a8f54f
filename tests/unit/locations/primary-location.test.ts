import { expect, test } from 'vitest';
import { primaryLocation } from '#shared/locations/primary-location.ts';
import type { Location } from '#shared/tenant/tenant-config.ts';

const at = (id: number, primary: boolean, visible = true) => ({ id, primary, visible }) as Location;

test.each([
  [[at(1, false), at(2, true)], 2],
  [[at(1, false), at(2, true, false)], 1],
  [[at(1, false, false), at(2, false)], 2],
  [[at(1, true, false)], 1],
  [[], undefined],
])('%# primary location', (locations, expected) => {
  expect(primaryLocation(locations)?.id).toBe(expected);
});
