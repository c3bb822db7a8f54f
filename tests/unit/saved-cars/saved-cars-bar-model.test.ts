import { describe, expect, test } from 'vitest';
import {
  BADGE_CAP,
  BAR_VISIBLE_MS,
  SAVED_SLOTS,
  compareBadge,
  isSavedCarsBarPath,
  savedCarSlots,
} from '#shared/saved-cars/saved-cars-bar-model.ts';
import { savedCarsAnnouncement } from '#shared/saved-cars/saved-cars-announcement.ts';
import { savedCar } from './saved-car-fixture.ts';

test('product rule 9.9 constants: 3 slots, badge cap +9, bar hides after 5 s', () => {
  expect([SAVED_SLOTS, BADGE_CAP, BAR_VISIBLE_MS]).toEqual([3, 9, 5000]);
});

describe('isSavedCarsBarPath (product rule 2.7: paths containing cars or search)', () => {
  test.each([
    ['/search/new-used-and-demo-cars/', true],
    ['/search/used-cars', true],
    ['/search/mazda', true],
    ['/cars/2022-mazda-cx-5-s123', true],
    ['/electric-cars', true],
    ['/', false],
    ['/favourites', false],
    ['/compare', false],
    ['/locations/bayside-mazda', false],
    ['/contact-us/bayside-mazda', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isSavedCarsBarPath(pathname)).toBe(expected);
  });
});

describe('savedCarSlots (product rule 2.7: three slots, empty ones numbered, first empty gets started)', () => {
  const kinds = (count: number) =>
    savedCarSlots(Array.from({ length: count }, (_, index) => savedCar(index + 1))).map((slot) =>
      slot.kind === 'car' ? `car ${slot.car.id}` : `${slot.kind} ${slot.number}`,
    );
  test.each([
    [0, ['get-started 1', 'empty 2', 'empty 3']],
    [1, ['car 1', 'get-started 2', 'empty 3']],
    [2, ['car 1', 'car 2', 'get-started 3']],
    [3, ['car 1', 'car 2', 'car 3']],
    [5, ['car 1', 'car 2', 'car 3']],
  ])('%i saved -> %j', (count, expected) => {
    expect(kinds(count)).toEqual(expected);
  });
});

describe('compareBadge: +N saved beyond the three slots, capped at +9', () => {
  test.each([
    [0, null],
    [3, null],
    [4, '+1'],
    [11, '+8'],
    [12, '+9'],
    [13, '+9'],
    [50, '+9'],
  ])('%i saved -> %s', (count, expected) => {
    expect(compareBadge(count)).toBe(expected);
  });
});

describe('savedCarsAnnouncement (the bar live region)', () => {
  const a = savedCar(1, { name: 'Car A' });
  const b = savedCar(2, { name: 'Car B' });
  test.each([
    [[a], [b, a], 'Saved Car B. 2 saved cars.'],
    [[b, a], [a], 'Removed Car B. 1 saved car.'],
    [[a], [b], 'Saved cars updated. 1 saved car.'],
    [[a], [a], ''],
  ])('%#', (before, after, expected) => {
    expect(savedCarsAnnouncement(before, after)).toBe(expected);
  });
});
