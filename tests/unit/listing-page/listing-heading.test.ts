import { expect, test } from 'vitest';
import { listingHeading } from '#shared/pages/listing/listing-title.ts';
import type { CarKind } from '#shared/inventory/car.ts';
import { normalizeSearchState } from '#shared/search-url/normalize-search-state.ts';

const heading = (
  refinementList: Readonly<Record<string, readonly string[]>>,
  kinds?: readonly CarKind[],
) =>
  listingHeading(
    normalizeSearchState({
      refinementList: Object.fromEntries(
        Object.entries(refinementList).map(([key, values]) => [key, [...values]]),
      ),
    }),
    undefined,
    kinds,
  );

test('a landing page keeps its own title', () => {
  expect(
    listingHeading(normalizeSearchState({}), { path: '/search/x', title: 'Cars Under $15,000' }, [
      'car',
    ]),
  ).toBe('Cars Under $15,000');
});

test.each([
  [{}, 'Cars for Sale'],
  [{ car_type: ['used'] }, 'Used Cars for Sale'],
  [{ car_type: ['new', 'demo'] }, 'New & Demo Cars for Sale'],
  [{ make: ['Mazda'] }, 'Mazda Cars for Sale'],
  [{ make: ['Mazda'], make_model: ['Mazda CX-5'] }, 'Mazda CX-5 Cars for Sale'],
  [{ simple_body: ['suv'] }, 'SUVs for Sale'],
  [{ simple_body: ['bus'] }, 'Buses for Sale'],
  [{ simple_body: ['cabChassis'] }, 'Cab Chassis for Sale'],
  [{ simple_body: ['peopleMover'] }, 'People Movers for Sale'],
  [{ car_type: ['new'], make: ['Toyota'], simple_body: ['ute'] }, 'New Toyota Utes for Sale'],
  [{ make: ['Toyota'], city: ['Parramatta'] }, 'Toyota Cars for Sale in Parramatta'],
  [{ make: ['Mazda', 'Kia'] }, 'Cars for Sale'],
])('%j -> %s', (refinementList, expected) => {
  expect(heading(refinementList)).toBe(expected);
});

test.each([
  [{}, ['truck'], 'Trucks for Sale'],
  [{ car_type: ['new', 'used'] }, ['truck'], 'New & Used Trucks for Sale'],
  [{ car_type: ['demo', 'new', 'used'] }, ['truck'], 'New, Used & Demo Trucks for Sale'],
  [{ simple_body: ['cabChassis'] }, ['truck'], 'Cab Chassis for Sale'],
  [{}, ['rv', 'motorcycle'], 'RVs & Motorcycles for Sale'],
  [
    { car_type: ['used'], make: ['Honda'] },
    ['rv', 'motorcycle'],
    'Used Honda RVs & Motorcycles for Sale',
  ],
] as const)('%j on a site selling %j -> %s', (refinementList, kinds, expected) => {
  expect(heading(refinementList, kinds)).toBe(expected);
});
