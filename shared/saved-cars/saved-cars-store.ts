import { parseSavedCars, serializeSavedCars, type SavableCar, type SavedCar } from './saved-car.ts';
import { removeSavedCar, toggleSavedCar } from './saved-cars-list.ts';

/** The saved list and how many times it changed since the page loaded. */
export interface SavedCarsSnapshot {
  cars: readonly SavedCar[];
  /** Bumped by every change (this tab or another), never by the first read: the bar shows on a change. */
  revision: number;
}

export const EMPTY_SAVED_CARS: SavedCarsSnapshot = Object.freeze({
  cars: Object.freeze([]) as readonly SavedCar[],
  revision: 0,
});

/** The slice of the Web Storage API the store uses; any call may throw (private mode, quota). */
export type SavedCarsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface SavedCarsStore {
  getSnapshot(): SavedCarsSnapshot;
  subscribe(listener: () => void): () => void;
  /** Saves or unsaves the car; true when it was added. */
  toggle(car: SavableCar): boolean;
  remove(carId: number): void;
  /** Another tab wrote the same key: re-read it. */
  reload(): void;
}

interface StoreOptions {
  key: string;
  /** Null, or throwing, when storage is unavailable: the list then lives in memory for this page. */
  storage: () => SavedCarsStorage | null;
  /** Told once when storage cannot be written (the shopper's list will not outlive the page). */
  onStorageError?: (error: unknown) => void;
}

/** product rule 3.5: favourites are kept per site; one key per tenant slug. */
export function savedCarsStorageKey(siteSlug: string): string {
  return `saved-cars:${siteSlug}`;
}

export function createSavedCarsStore({
  key,
  storage,
  onStorageError,
}: StoreOptions): SavedCarsStore {
  let snapshot: SavedCarsSnapshot | null = null;
  let hasReportedError = false;
  const listeners = new Set<() => void>();

  const report = (error: unknown) => {
    if (hasReportedError) return;
    hasReportedError = true;
    onStorageError?.(error);
  };
  const read = (): readonly SavedCar[] => {
    try {
      return parseSavedCars(storage()?.getItem(key) ?? null);
    } catch (error) {
      report(error);
      return [];
    }
  };
  const publish = (cars: readonly SavedCar[]) => {
    snapshot = { cars, revision: (snapshot?.revision ?? 0) + 1 };
    for (const listener of listeners) listener();
  };
  const write = (cars: SavedCar[]) => {
    try {
      storage()?.setItem(key, serializeSavedCars(cars));
    } catch (error) {
      report(error);
    }
    publish(cars);
  };
  const current = () => store.getSnapshot().cars;

  const store: SavedCarsStore = {
    getSnapshot() {
      if (!snapshot) {
        const cars = read();
        // Nothing saved is the server's snapshot itself: React then has nothing to render
        // again once a page has hydrated (21 favourite buttons on a listing).
        snapshot = cars.length > 0 ? { cars, revision: 0 } : EMPTY_SAVED_CARS;
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(car) {
      const result = toggleSavedCar(current(), car);
      write(result.cars);
      return result.isAdded;
    },
    remove(carId) {
      write(removeSavedCar(current(), carId));
    },
    reload() {
      const cars = read();
      const before = current();
      const isSame =
        cars.length === before.length && cars.every((car, index) => car.id === before[index]?.id);
      if (!isSame) publish(cars);
    },
  };
  return store;
}
