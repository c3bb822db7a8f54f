import { describe, expect, test } from 'vitest';
import { MAX_SAVED_CARS, parseSavedCars, toSavedCar } from '#shared/saved-cars/saved-car.ts';
import { isCarSaved, removeSavedCar, toggleSavedCar } from '#shared/saved-cars/saved-cars-list.ts';
import { currentCarsQuery } from '#shared/saved-cars/current-cars.ts';
import { savedCar } from './saved-car-fixture.ts';

const ids = (cars: ReadonlyArray<{ id: number }>) => cars.map((car) => car.id);

describe('toggleSavedCar (product rule 4.3: toggle adds or removes)', () => {
  test.each([
    { saved: [], toggled: 7, expected: [7], isAdded: true },
    { saved: [1, 2], toggled: 3, expected: [3, 1, 2], isAdded: true },
    { saved: [3, 1, 2], toggled: 1, expected: [3, 2], isAdded: false },
    { saved: [5], toggled: 5, expected: [], isAdded: false },
  ])('saved $saved, toggle $toggled -> $expected', ({ saved, toggled, expected, isAdded }) => {
    const result = toggleSavedCar(
      saved.map((id) => savedCar(id)),
      savedCar(toggled),
    );
    expect(ids(result.cars)).toEqual(expected);
    expect(result.isAdded).toBe(isAdded);
  });

  test(`keeps the newest ${MAX_SAVED_CARS} cars: saving one more drops the oldest`, () => {
    const full = Array.from({ length: MAX_SAVED_CARS }, (_, index) => savedCar(index + 1));
    const { cars } = toggleSavedCar(full, savedCar(999));
    expect(cars).toHaveLength(MAX_SAVED_CARS);
    expect(cars[0]!.id).toBe(999);
    expect(isCarSaved(cars, MAX_SAVED_CARS)).toBe(false);
  });

  test('a listing summary without a name is saved under its derived title', () => {
    const { name: _name, ...summary } = savedCar(4, { badge: '' });
    expect(toSavedCar(summary).name).toBe('2022 Mazda CX-5');
  });

  test('removeSavedCar leaves the others in order', () => {
    expect(ids(removeSavedCar([savedCar(1), savedCar(2), savedCar(3)], 2))).toEqual([1, 3]);
  });
});

describe('parseSavedCars: whatever storage holds, the page keeps working', () => {
  test.each([
    ['nothing stored', null, []],
    ['empty string', '', []],
    ['bad JSON', '[{"id":1,', []],
    ['not a list', '{"id":1}', []],
    ['a number', '42', []],
    ['JSON null', 'null', []],
  ])('%s reads as no saved cars', (_case, text, expected) => {
    expect(parseSavedCars(text)).toEqual(expected);
  });

  test('malformed entries and repeated ids are dropped, good ones kept in order', () => {
    const text = JSON.stringify([
      savedCar(1),
      { id: 'two' },
      null,
      savedCar(3, { car_type: 'vintage' as never }),
      savedCar(4, { price: Number.NaN }),
      savedCar(1),
      savedCar(5),
    ]);
    expect(ids(parseSavedCars(text))).toEqual([1, 5]);
  });

  test('extra fields stored by older code are not carried along', () => {
    const text = JSON.stringify([{ ...savedCar(1), vin: 'SECRET', notes: 'x' }]);
    expect(parseSavedCars(text)).toEqual([savedCar(1)]);
  });
});

describe('currentCarsQuery: the one search that refreshes saved cars', () => {
  test('filters by id, drops anything that is not an integer id, retrieves only card fields', () => {
    const [query] = currentCarsQuery([3, 1.5, Number.NaN, 12]).queries;
    expect(query).toMatchObject({ indexUid: 'cars', filter: 'id IN [3, 12]', limit: 50 });
    expect(query!.attributesToRetrieve).toContain('price');
    expect(query!.attributesToRetrieve).not.toContain('payment_processors');
  });
});
