import { describe, expect, test } from 'vitest';
import { currentOffers, offerTimeZone } from '#shared/offers/current-offers.ts';
import type { Offer } from '#shared/tenant/tenant-config.ts';

const offer = (id: string, start: string, expiry: string): Offer => ({
  id,
  title: id,
  image: { url: `/tenant-assets/demo/${id}.svg`, alt: id },
  text: 'An offer.',
  start,
  expiry,
});

const OFFERS = [
  offer('expired', '2026-05-01', '2026-06-30'),
  offer('live', '2026-11-01', '2027-03-31'),
  offer('not-started', '2027-01-02', '2027-01-31'),
  offer('one-day', '2026-12-01', '2026-12-01'),
];
const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const ids = (now: string, zone = SYDNEY) =>
  currentOffers(OFFERS, new Date(now), zone).map((shown) => shown.id);

describe('docs/content-pages.md: an offer shows from its start day to its expiry day, both included', () => {
  test.each([
    ['2026-11-25T04:00:00Z', ['live']],
    ['2026-12-01T02:00:00Z', ['live', 'one-day']],
    ['2027-01-02T02:00:00Z', ['live', 'not-started']],
    ['2027-03-31T12:00:00Z', ['live']],
    ['2027-04-01T02:00:00Z', []],
  ])('at %s: %j', (now, expected) => {
    expect(ids(now)).toEqual(expected);
  });

  test('the day is the dealership’s own: Sydney’s 1 December starts before Perth’s', () => {
    // 30 Nov 14:00 UTC is 1 December 01:00 in Sydney and still 30 November 22:00 in Perth.
    expect(ids('2026-11-30T14:00:00Z', SYDNEY)).toContain('one-day');
    expect(ids('2026-11-30T14:00:00Z', PERTH)).not.toContain('one-day');
    // After midnight at the end of its expiry day an offer is gone.
    expect(ids('2026-12-01T13:30:00Z', SYDNEY)).not.toContain('one-day');
    expect(ids('2026-12-01T13:30:00Z', PERTH)).toContain('one-day');
  });

  test.each([
    ['NSW', SYDNEY],
    ['VIC', 'Australia/Melbourne'],
    ['WA', PERTH],
  ] as const)('a %s dealership counts days in %s', (state, zone) => {
    expect(offerTimeZone({ address: { state } })).toBe(zone);
  });
});
