// product rule 2.16: only cars a shopper can buy go to the ads channels.
import { isPriceOnApplication, type Car } from '../inventory/car.ts';
import type { LeaveOutReason } from './leave-out-reasons.ts';

export type SellableCar = Pick<Car, 'sold' | 'reserved' | 'status' | 'price' | 'price_type'>;

/** Why no channel may advertise this car, or null when a shopper can buy it today. */
export function unsellableReason(car: SellableCar): LeaveOutReason | null {
  if (car.sold) return 'sold';
  if (car.reserved) return 'reserved';
  if (car.status !== 'in_stock') return 'not-in-stock';
  if (isPriceOnApplication(car)) return 'price-on-application';
  return null;
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A VIN as both channels take it: 17 characters, no I, O or Q (ISO 3779). */
export function isValidVin(vin: string | null | undefined): boolean {
  return typeof vin === 'string' && VIN.test(vin);
}

/** Used and demo cars must say how far they have gone; a new car may show 0 km. */
export function hasRequiredMileage(car: Pick<Car, 'car_type' | 'km'>): boolean {
  if (!Number.isFinite(car.km) || car.km < 0) return false;
  return car.car_type === 'new' || car.km > 0;
}
