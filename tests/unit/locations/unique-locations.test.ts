import { describe, expect, test } from 'vitest';
import { uniqueLocations } from '#shared/locations/unique-locations.ts';
import type { Location } from '#shared/tenant/tenant-config.ts';
import { makeLocation } from '../../support/location-fixture.ts';

function withContact(id: number, phone: string, street: string, placeId = `place-${id}`): Location {
  const base = makeLocation({ id });
  return {
    ...base,
    address: { ...base.address, street, place_id: placeId },
    contact_detail: { ...base.contact_detail, phone },
  };
}

const ids = (locations: Location[]) => locations.map((location) => location.id);

describe('phone-street rule (product rule 5.8)', () => {
  test.each([
    {
      case: 'same phone digits and street, different spacing and case, merge',
      locations: [
        withContact(1, '02 5550 1100', '120 Parramatta Road'),
        withContact(2, '(02) 55501100', '120  parramatta road'),
      ],
      expected: [1],
    },
    {
      case: 'same phone, different street, stay apart',
      locations: [
        withContact(1, '02 5550 1100', '120 Parramatta Road'),
        withContact(2, '02 5550 1100', '45 Victoria Road'),
      ],
      expected: [1, 2],
    },
    {
      case: 'same street, different phone, stay apart',
      locations: [
        withContact(1, '02 5550 1100', '120 Parramatta Road'),
        withContact(2, '02 5550 1200', '120 Parramatta Road'),
      ],
      expected: [1, 2],
    },
    {
      case: 'the first of a group is kept, in input order',
      locations: [
        withContact(3, '03 5550 3100', '150 Boundary Road'),
        withContact(1, '03 5550 3100', '150 Boundary Road'),
        withContact(2, '03 5550 3400', '12 Greens Road'),
      ],
      expected: [3, 2],
    },
  ])('$case', ({ locations, expected }) => {
    expect(ids(uniqueLocations(locations, 'phone-street'))).toEqual(expected);
  });
});

describe('place-id rule (product rule 5.8)', () => {
  test.each([
    {
      case: 'place ids equal once whitespace is removed merge, whatever the phones',
      locations: [
        withContact(1, '02 1', 'A Street', 'ChIJ abc'),
        withContact(2, '02 2', 'B Street', ' ChIJabc\t'),
      ],
      expected: [1],
    },
    {
      case: 'different place ids stay apart even at the same phone and street',
      locations: [
        withContact(1, '02 1', 'A Street', 'ChIJabc'),
        withContact(2, '02 1', 'A Street', 'ChIJxyz'),
      ],
      expected: [1, 2],
    },
    {
      case: 'locations without a place id are never merged',
      locations: [withContact(1, '02 1', 'A Street', ''), withContact(2, '02 1', 'A Street', ' ')],
      expected: [1, 2],
    },
  ])('$case', ({ locations, expected }) => {
    expect(ids(uniqueLocations(locations, 'place-id'))).toEqual(expected);
  });
});

test('hidden locations never count, not even as the first of a group', () => {
  const hidden = { ...withContact(1, '02 5550 1100', '1 A Street'), visible: false };
  const shown = withContact(2, '02 5550 1100', '1 A Street');
  expect(ids(uniqueLocations([hidden, shown], 'phone-street'))).toEqual([2]);
  expect(ids(uniqueLocations([hidden], 'place-id'))).toEqual([]);
});
