import { useEffect, useState } from 'react';
import { fetchCurrentCars, type CurrentCar } from './current-cars.ts';
import type { SavedCar } from './saved-car.ts';

export type CurrentCarsStatus = 'loading' | 'ready' | 'failed';

export interface CurrentCars {
  status: CurrentCarsStatus;
  /** Saved cars found in the site's stock now; absent ids are no longer available. */
  byId: ReadonlyMap<number, CurrentCar>;
}

/**
 * Fetches the saved cars' current data after hydration (the server never sees
 * the browser's list). While a new fetch runs the previous answer stays shown.
 */
export function useCurrentCars(cars: readonly SavedCar[]): CurrentCars {
  const [state, setState] = useState<CurrentCars>({ status: 'loading', byId: new Map() });
  const key = cars.map((car) => car.id).join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    if (ids.length === 0) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    fetchCurrentCars(ids, controller.signal).then(
      (byId) => {
        if (!controller.signal.aborted) setState({ status: 'ready', byId });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Shown to the shopper as a notice; the saved details stay on screen.
        console.info('Could not refresh saved cars', error);
        setState((current) => ({ ...current, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
