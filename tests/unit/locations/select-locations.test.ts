import { describe, expect, test } from 'vitest';
import { selectLocations, type LocationSelection } from '#shared/locations/select-locations.ts';
import { locationGridColumns } from '#shared/locations/location-grid.ts';
import { makeLocation } from '../../support/location-fixture.ts';

const locations = [
  makeLocation({ id: 1, name: 'Zeta Toyota - Sales', slug: 'zeta', position: 1, primary: true }),
  makeLocation({
    id: 2,
    name: 'alpha Service - Service',
    slug: 'alpha',
    position: 4,
    location_type: 'service',
  }),
  makeLocation({
    id: 3,
    name: 'Mid Parts - Parts',
    slug: 'mid',
    position: 2,
    location_type: 'parts',
  }),
  makeLocation({ id: 4, name: 'Beta Used', slug: 'beta', position: 3, location_type: '' }),
  makeLocation({ id: 5, name: 'Hidden - Sales', slug: 'hidden', position: 0, visible: false }),
];

describe('selectLocations (product rule 2.11)', () => {
  test.each<{ case: string; selection: LocationSelection; expected: number[] }>([
    {
      case: 'all, by name (case-insensitive)',
      selection: { sort: 'name' },
      expected: [2, 4, 3, 1],
    },
    { case: 'all, custom order', selection: { sort: 'position' }, expected: [1, 3, 4, 2] },
    { case: 'primary', selection: { sort: 'name', type: 'primary' }, expected: [1] },
    {
      case: 'sales includes an empty type',
      selection: { sort: 'name', type: 'sales' },
      expected: [4, 1],
    },
    { case: 'service', selection: { sort: 'name', type: 'service' }, expected: [2] },
    { case: 'parts', selection: { sort: 'name', type: 'parts' }, expected: [3] },
    {
      case: 'service and parts',
      selection: { sort: 'position', type: 'service-and-parts' },
      expected: [3, 2],
    },
    { case: 'one location id', selection: { sort: 'name', type: 3 }, expected: [3] },
    {
      case: 'slug list, sorted',
      selection: { sort: 'name', slugs: ['zeta', 'beta'] },
      expected: [4, 1],
    },
    {
      case: 'slug list wins over type',
      selection: { sort: 'name', slugs: ['zeta'], type: 'service' },
      expected: [1],
    },
    {
      case: 'hidden locations never show',
      selection: { sort: 'position', slugs: ['hidden'] },
      expected: [],
    },
    { case: 'an unknown id selects nothing', selection: { sort: 'name', type: 99 }, expected: [] },
  ])('$case', ({ selection, expected }) => {
    expect(selectLocations(locations, selection).map((location) => location.id)).toEqual(expected);
  });

  test('the input array is left in its order', () => {
    const before = locations.map((location) => location.id);
    selectLocations(locations, { sort: 'name' });
    expect(locations.map((location) => location.id)).toEqual(before);
  });
});

test.each([
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 4],
  [6, 3],
  [7, 4],
])('%i locations -> %i grid columns (product rule 2.11)', (count, expected) => {
  expect(locationGridColumns(count)).toBe(expected);
});
