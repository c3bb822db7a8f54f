import { expect, test } from 'vitest';
import { listingHeading } from '#shared/pages/listing/listing-title.ts';
import { normalizeSearchState } from '#shared/search-url/normalize-search-state.ts';

const heading = (refinementList: Record<string, string[]>) =>
  listingHeading(normalizeSearchState({ refinementList }), undefined);

test('a landing page keeps its own title', () => {
  expect(
    listingHeading(normalizeSearchState({}), { path: '/search/x', title: 'Cars Under $15,000' }),
  ).toBe('Cars Under $15,000');
});

test.each([
  [{}, 'Cars for Sale'],
  [{ car_type: ['used'] }, 'Used Cars for Sale'],
  [{ car_type: ['new', 'demo'] }, 'New & Demo Cars for Sale'],
  [{ make: ['Mazda'] }, 'Mazda Cars for Sale'],
  [{ make: ['Mazda'], make_model: ['Mazda CX-5'] }, 'Mazda CX-5 Cars for Sale'],
  [{ simple_body: ['suv'] }, 'SUVs for Sale'],
  [{ car_type: ['new'], make: ['Toyota'], simple_body: ['ute'] }, 'New Toyota Utes for Sale'],
  [{ make: ['Toyota'], city: ['Parramatta'] }, 'Toyota Cars for Sale in Parramatta'],
  [{ make: ['Mazda', 'Kia'] }, 'Cars for Sale'],
])('%j -> %s', (refinementList, expected) => {
  expect(heading(refinementList)).toBe(expected);
});
