import { expect, test } from 'vitest';
import { feedCarsAfter, splitByOwner } from '#server/inventory/import/car-owners.ts';
import type { Car } from '#shared/inventory/car.ts';

const car = (id: number) => ({ id }) as Car;
const cars = [car(1), car(2), car(3), car(4)];
const ids = (list: readonly Car[]) => list.map((each) => each.id);

test("a feed's import owns its listed cars; hand-imported and other feeds' cars are kept", () => {
  const file = { cars, feed_cars: { new: [1, 2], used: [3] } };
  const split = splitByOwner(file, ['new', 'used'], 'new');
  expect(ids(split.own)).toEqual([1, 2]);
  expect(split.kept.map(({ car: kept, feed }) => [kept.id, feed])).toEqual([
    [3, 'used'],
    [4, undefined],
  ]);
  expect(ids(splitByOwner(file, ['new', 'used'], undefined).own)).toEqual([4]);
});

test('a file from before feeds had ids belongs whole to the first feed, or to no feed', () => {
  expect(ids(splitByOwner({ cars }, ['main'], 'main').own)).toEqual([1, 2, 3, 4]);
  expect(ids(splitByOwner({ cars }, [], undefined).own)).toEqual([1, 2, 3, 4]);
  expect(splitByOwner({ cars }, ['main'], undefined).own).toEqual([]);
});

test('the cars of a feed the site no longer names belong to no feed', () => {
  const file = { cars, feed_cars: { gone: [1, 2, 3, 4] } };
  expect(ids(splitByOwner(file, [], undefined).own)).toEqual([1, 2, 3, 4]);
});

test("feed_cars after an import: the kept owners' lists and the importer's new cars", () => {
  const kept = [
    { car: car(3), feed: 'used' },
    { car: car(4), feed: undefined },
  ];
  expect(feedCarsAfter(kept, 'new', [car(7), car(8)])).toEqual({ used: [3], new: [7, 8] });
  expect(feedCarsAfter(kept, undefined, [car(9)])).toEqual({ used: [3] });
});
