import { expect, test } from 'vitest';
import { contactPhone } from '#shared/locations/contact-phone.ts';
import type { Location } from '#shared/tenant/tenant-config.ts';

const at = (id: number, phone: string, primary = false) =>
  ({ id, primary, visible: true, contact_detail: { phone } }) as Location;
const site = {
  locations: [at(1, '02 5550 1200'), at(2, '02 5550 1100', true)],
  dealership: { phone: '1300 555 000' },
};

test.each([
  ['the car at a branch: that branch', 1, '02 5550 1200'],
  ['the car at the primary location', 2, '02 5550 1100'],
  ['no car: the primary location', null, '02 5550 1100'],
  ['a location the site does not list: the primary location', 99, '02 5550 1100'],
] as const)('%s (product rule 4.4)', (_, carLocationId, expected) => {
  expect(contactPhone(site, carLocationId)).toBe(expected);
});

test('no locations, or none with a phone: the dealership', () => {
  expect(contactPhone({ ...site, locations: [] }, 1)).toBe('1300 555 000');
  expect(contactPhone({ ...site, locations: [at(1, '')] }, 1)).toBe('1300 555 000');
});
