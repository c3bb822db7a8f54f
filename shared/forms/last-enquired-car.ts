import {
  parseSavedCars,
  serializeSavedCars,
  toSavedCar,
  type SavableCar,
  type SavedCar,
} from '../saved-cars/saved-car.ts';
import { browserStorage, type BrowserStorageSource } from './saved-user-details.ts';

/** product rule 3.5: the last enquired car, per site (its url is carUrl(slug)). */
export function lastEnquiredCarStorageKey(siteSlug: string): string {
  return `last-enquired-car:${siteSlug}`;
}

// Kept as a one-car saved list, so it is checked by the saved cars' own rules.
export function serializeLastEnquiredCar(car: SavedCar): string {
  return serializeSavedCars([car]);
}

export function parseLastEnquiredCar(text: string | null): SavedCar | null {
  return parseSavedCars(text)[0] ?? null;
}

export interface LastEnquiredCarStore {
  read(): SavedCar | null;
  save(car: SavableCar): void;
}

export function createLastEnquiredCarStore(
  siteSlug: string,
  storage: BrowserStorageSource = browserStorage,
): LastEnquiredCarStore {
  const key = lastEnquiredCarStorageKey(siteSlug);
  return {
    read() {
      try {
        return parseLastEnquiredCar(storage()?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    save(car) {
      try {
        storage()?.setItem(key, serializeLastEnquiredCar(toSavedCar(car)));
      } catch {
        // Private mode or a full quota: the success page just cannot link back later.
      }
    },
  };
}
