import { describe, expect, test } from 'vitest';
import { NEW_TAG_WINDOW_DAYS, tagBadge, type TagBadgeSite } from '#shared/inventory/tag-badge.ts';
import { listingCar, NOW } from './listing-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

const site: TagBadgeSite = {
  features: { electric_hybrid_tags: true, green_tags: ['Runout Sale'] },
  certified_badge: { src: '/tenant-assets/demo/certified.svg', alt: 'Certified Pre-Owned' },
};
const plainSite: TagBadgeSite = { features: { electric_hybrid_tags: false, green_tags: [] } };

// Every flag on: each row switches off the winner of the row above, walking the priority order.
const everything = listingCar({
  simple_fuel: 'Electric',
  reserved: true,
  certified: true,
  tag: 'Special',
  status: 'coming_soon',
  created_at: daysBefore(1),
  sold: true,
});

describe('tag badge priority (product rule 4.1)', () => {
  test.each([
    ['Electric first, when the site enables it', {}, { label: 'Electric', tone: 'electric' }],
    [
      'Hybrid (and plug-in hybrid) the same',
      { simple_fuel: 'Plug-in Hybrid' as const },
      { label: 'Hybrid', tone: 'hybrid' },
    ],
    ['then Reserved', { simple_fuel: 'Petrol' as const }, { label: 'Reserved', tone: 'reserved' }],
    [
      'then the certified pre-owned image',
      { simple_fuel: 'Petrol' as const, reserved: false },
      {
        label: 'Certified Pre-Owned',
        tone: 'certified',
        image: '/tenant-assets/demo/certified.svg',
      },
    ],
    [
      'then a custom tag, red',
      { simple_fuel: 'Petrol' as const, reserved: false, certified: false },
      { label: 'Special', tone: 'red' },
    ],
    [
      'then COMING SOON',
      { simple_fuel: 'Petrol' as const, reserved: false, certified: false, tag: null },
      { label: 'COMING SOON', tone: 'coming-soon' },
    ],
    [
      'then New',
      {
        simple_fuel: 'Petrol' as const,
        reserved: false,
        certified: false,
        tag: null,
        status: 'in_stock' as const,
      },
      { label: 'New', tone: 'new' },
    ],
    [
      'else the sold text',
      {
        simple_fuel: 'Petrol' as const,
        reserved: false,
        certified: false,
        tag: null,
        status: 'sold' as const,
        created_at: daysBefore(30),
      },
      { label: 'Sold', tone: 'sold' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(tagBadge({ ...everything, ...overrides }, site, NOW)).toEqual(expected);
  });

  test('no badge for an ordinary car', () => {
    expect(tagBadge(listingCar(), site, NOW)).toBeNull();
  });

  test('fuel tags are off unless the site enables them', () => {
    expect(tagBadge(listingCar({ simple_fuel: 'Electric' }), plainSite, NOW)).toBeNull();
    expect(tagBadge(listingCar({ simple_fuel: 'Hybrid', reserved: true }), plainSite, NOW)).toEqual(
      { label: 'Reserved', tone: 'reserved' },
    );
  });

  test('a certified car shows no badge on a site without the certified image', () => {
    expect(tagBadge(listingCar({ certified: true }), plainSite, NOW)).toBeNull();
  });

  test('custom tags are green when the site lists them (case-insensitive), red otherwise', () => {
    expect(tagBadge(listingCar({ tag: 'runout sale' }), site, NOW)).toEqual({
      label: 'runout sale',
      tone: 'green',
    });
    expect(tagBadge(listingCar({ tag: 'Runout Sale' }), plainSite, NOW)?.tone).toBe('red');
    expect(tagBadge(listingCar({ tag: '  ' }), site, NOW)).toBeNull();
  });

  test('New lasts 8 days from created_at: not at the boundary', () => {
    expect(NEW_TAG_WINDOW_DAYS).toBe(8);
    const justInside = new Date(NOW.getTime() - NEW_TAG_WINDOW_DAYS * DAY + 1000).toISOString();
    const atBoundary = new Date(NOW.getTime() - NEW_TAG_WINDOW_DAYS * DAY).toISOString();
    expect(tagBadge(listingCar({ created_at: justInside }), site, NOW)?.label).toBe('New');
    expect(tagBadge(listingCar({ created_at: atBoundary }), site, NOW)).toBeNull();
    expect(tagBadge(listingCar({ created_at: daysBefore(7) }), site, NOW)?.label).toBe('New');
  });

  test('a summary without sale fields or a readable date gets no status badges', () => {
    const { reserved: _r, status: _s, sold: _so, created_at: _c, ...summary } = listingCar();
    expect(tagBadge(summary, site, NOW)).toBeNull();
    expect(tagBadge(listingCar({ created_at: 'yesterday' }), site, NOW)).toBeNull();
  });
});
