import { MAX_SAVED_CARS, toSavedCar, type SavableCar, type SavedCar } from './saved-car.ts';

/** Newest first: the bar's three slots show the cars saved most recently. */
export type SavedCarsList = readonly SavedCar[];

export function isCarSaved(cars: SavedCarsList, carId: number): boolean {
  return cars.some((car) => car.id === carId);
}

/** product rule 4.3: the favourite toggle adds the car, or removes it when already saved. */
export function toggleSavedCar(
  cars: SavedCarsList,
  car: SavableCar,
): { cars: SavedCar[]; isAdded: boolean } {
  if (isCarSaved(cars, car.id)) return { cars: removeSavedCar(cars, car.id), isAdded: false };
  return { cars: [toSavedCar(car), ...cars].slice(0, MAX_SAVED_CARS), isAdded: true };
}

export function removeSavedCar(cars: SavedCarsList, carId: number): SavedCar[] {
  return cars.filter((car) => car.id !== carId);
}
