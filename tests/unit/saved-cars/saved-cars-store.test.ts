import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  createSavedCarsStore,
  EMPTY_SAVED_CARS,
  savedCarsStorageKey,
  type SavedCarsStorage,
} from '#shared/saved-cars/saved-cars-store.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics/analytics-events.ts';
import { track } from '#shared/analytics/track.ts';
import { savedCar } from './saved-car-fixture.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies SavedCarsStorage & { items: Map<string, string> };
}

const key = savedCarsStorageKey('bayside-mazda');

describe('saved-cars store', () => {
  test('one key per site', () => {
    expect(savedCarsStorageKey('bayside-mazda')).not.toBe(savedCarsStorageKey('coastal-used-cars'));
  });

  test('reads what is stored, writes every change, bumps the revision and tells subscribers', () => {
    const storage = memoryStorage({ [key]: JSON.stringify([savedCar(1)]) });
    const store = createSavedCarsStore({ key, storage: () => storage });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toMatchObject({ revision: 0, cars: [savedCar(1)] });
    expect(store.getSnapshot()).toBe(store.getSnapshot()); // stable for useSyncExternalStore

    expect(store.toggle(savedCar(2))).toBe(true);
    expect(store.getSnapshot().revision).toBe(1);
    expect(JSON.parse(storage.items.get(key)!)).toEqual([savedCar(2), savedCar(1)]);
    store.remove(1);
    expect(store.getSnapshot().cars.map((car) => car.id)).toEqual([2]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('nothing saved reads as the server snapshot itself, so hydrating renders nothing again', () => {
    const store = createSavedCarsStore({ key, storage: () => memoryStorage() });
    expect(store.getSnapshot()).toBe(EMPTY_SAVED_CARS);
    store.toggle(savedCar(4));
    expect(store.getSnapshot()).toMatchObject({ revision: 1, cars: [savedCar(4)] });
    expect(EMPTY_SAVED_CARS.cars).toEqual([]);
  });

  test('corrupted storage reads as empty and is overwritten by the next save', () => {
    const storage = memoryStorage({ [key]: '{not json' });
    const store = createSavedCarsStore({ key, storage: () => storage });
    expect(store.getSnapshot().cars).toEqual([]);
    store.toggle(savedCar(3));
    expect(JSON.parse(storage.items.get(key)!)).toEqual([savedCar(3)]);
  });

  test('storage that throws (private mode): the list still works for the page, reported once', () => {
    const onStorageError = vi.fn();
    const store = createSavedCarsStore({
      key,
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      onStorageError,
    });
    expect(store.getSnapshot().cars).toEqual([]);
    store.toggle(savedCar(1));
    store.toggle(savedCar(2));
    expect(store.getSnapshot().cars.map((car) => car.id)).toEqual([2, 1]);
    expect(onStorageError).toHaveBeenCalledTimes(1);
  });

  test('reload after another tab wrote: a changed list bumps the revision, the same list does not', () => {
    const storage = memoryStorage();
    const store = createSavedCarsStore({ key, storage: () => storage });
    expect(store.getSnapshot().revision).toBe(0);
    store.reload();
    expect(store.getSnapshot().revision).toBe(0);
    storage.setItem(key, JSON.stringify([savedCar(8)]));
    store.reload();
    expect(store.getSnapshot()).toMatchObject({ revision: 1, cars: [savedCar(8)] });
  });
});

describe('track (product rule 9.2 event ids to window.dataLayer)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('product rule 9.2 ids', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      general_enquiry: 22,
      new_car_enquiry: 14,
      used_car_enquiry: 15,
      new_car_test_drive: 17,
      used_car_test_drive: 48,
      call_dealer: 25,
      search_select: 29,
      favourite: 39,
      careers_enquiry: 51,
    });
  });

  test('creates dataLayer when missing and pushes the event with its id and payload', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    track(ANALYTICS_EVENTS.favourite, { car_id: 12 });
    track(ANALYTICS_EVENTS.search_select, { car_id: 13 });
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'favourite', event_id: 39, car_id: 12 },
      { event: 'search_select', event_id: 29, car_id: 13 },
    ]);
  });

  test('is a no-op without a window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => track(ANALYTICS_EVENTS.general_enquiry)).not.toThrow();
  });
});
