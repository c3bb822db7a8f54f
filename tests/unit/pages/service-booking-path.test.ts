import { expect, test } from 'vitest';
import { matchSitePage } from '#shared/pages/site-page/match-site-page.ts';
import { isServiceBookingPath } from '#shared/pages/service-booking-link/service-booking-path.ts';
import { demoSite } from '../../support/demo-site.ts';

const bayside = demoSite('bayside-mazda');
const withoutBooking = demoSite('bayside-mazda', (config) => {
  delete config.service_booking;
});

test.each([
  [bayside, '/mazda-service', true],
  [bayside, '/subaru-service', false],
  [withoutBooking, '/mazda-service', false],
  [demoSite('harbour-city-motors'), '/mazda-service', false],
])(
  'product rule 2.3: the service-booking page is at the tenant’s path only (%#)',
  (site, path, expected) => {
    expect(isServiceBookingPath(site, path)).toBe(expected);
    expect(matchSitePage(site, path)?.kind === 'service-booking').toBe(expected);
  },
);

test('a trailing slash names the same page', () => {
  expect(matchSitePage(bayside, '/mazda-service/')?.kind).toBe('service-booking');
});
