import type { CurrentCar } from '../../saved-cars/current-cars.ts';

/** What a saved car's current data says about buying it; null while it is on sale. */
export function savedCarStatus(current: CurrentCar | undefined, isChecked: boolean): string | null {
  if (!current) return isChecked ? 'No longer available' : null;
  if (current.sold || current.status === 'sold') return 'Sold';
  if (current.reserved) return 'Reserved';
  return null;
}
