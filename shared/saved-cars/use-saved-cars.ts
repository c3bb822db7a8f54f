import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { ANALYTICS_EVENTS } from '../analytics/analytics-events.ts';
import { track } from '../analytics/track.ts';
import { useSite } from '../app/use-site.ts';
import { browserSavedCarsStore } from './browser-saved-cars.ts';
import type { SavableCar, SavedCar } from './saved-car.ts';
import { EMPTY_SAVED_CARS, type SavedCarsSnapshot } from './saved-cars-store.ts';

export interface SavedCarsApi {
  /** Newest first; empty on the server and during hydration. */
  cars: readonly SavedCar[];
  /** Changes since the page loaded (see SavedCarsSnapshot). */
  revision: number;
  isSaved(carId: number): boolean;
  toggle(car: SavableCar): void;
  remove(carId: number): void;
}

const noop = () => {};
const getServerSnapshot = (): SavedCarsSnapshot => EMPTY_SAVED_CARS;

/**
 * The current site's saved cars. The server and the hydrating render both see
 * the empty list (React takes the server snapshot while hydrating), then the
 * stored list is read, so the HTML always matches.
 */
export function useSavedCars(): SavedCarsApi {
  const { slug } = useSite();
  const subscribe = useCallback(
    (listener: () => void) =>
      typeof window === 'undefined' ? noop : browserSavedCarsStore(slug).subscribe(listener),
    [slug],
  );
  const getSnapshot = useCallback(() => browserSavedCarsStore(slug).getSnapshot(), [slug]);
  const { cars, revision } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const toggle = useCallback(
    (car: SavableCar) => {
      const isAdded = browserSavedCarsStore(slug).toggle(car);
      // product rule 4.3: adding a favourite fires event 39; removing fires nothing.
      if (isAdded) {
        track(ANALYTICS_EVENTS.favourite, {
          car_id: car.id,
          car_type: car.car_type,
          make: car.make,
          model: car.model,
          price: car.price,
        });
      }
    },
    [slug],
  );
  const remove = useCallback((carId: number) => browserSavedCarsStore(slug).remove(carId), [slug]);
  return useMemo(
    () => ({
      cars,
      revision,
      isSaved: (carId: number) => cars.some((car) => car.id === carId),
      toggle,
      remove,
    }),
    [cars, revision, toggle, remove],
  );
}
