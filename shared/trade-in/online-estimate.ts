// product rule 9.11: no online estimate for cars over 7 years old or over 100,000 km.
// The shopper's own vehicle is judged by the same rule as the dealer's stock (qualifiesForTradeIn).
import { qualifiesForTradeIn, TRADE_IN_MAX_AGE_YEARS } from '../inventory/trade-in.ts';
import type { TradeInVehicle } from './trade-in-estimate.ts';
import { VEHICLE_CONDITIONS } from './vehicle-condition.ts';

/** Whether the shopper's typed year and km allow an online estimate; 'unknown' until they tell. */
export type OnlineEstimate = 'available' | 'unavailable' | 'unknown';

export interface TypedVehicle {
  year?: unknown;
  km?: unknown;
}

/** A four-digit model year as typed, or null while it is not one yet. */
export function readTypedYear(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^(19|20)\d{2}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** An odometer reading as typed ('45,000' and '45 000' too), or null while it is not one. */
export function readTypedKm(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) : null;
}

/**
 * Either figure alone can rule the estimate out (an old car, or a high odometer);
 * both must be known, and within the rule, for it to be available.
 */
export function onlineEstimate(vehicle: TypedVehicle, now: Date): OnlineEstimate {
  const year = readTypedYear(vehicle.year);
  const km = readTypedKm(vehicle.km);
  if (year === null && km === null) return 'unknown';
  // A missing figure is judged at its most lenient, so only the known one decides.
  const judged = { year: year ?? Number.MAX_SAFE_INTEGER, km: km ?? 0 };
  if (!qualifiesForTradeIn(judged, now)) return 'unavailable';
  return year === null || km === null ? 'unknown' : 'available';
}

export const NO_ONLINE_ESTIMATE_NOTE =
  `An online estimate isn't available for vehicles over ${TRADE_IN_MAX_AGE_YEARS} years old ` +
  'or over 100,000 km. Send your details anyway: our team will value your vehicle in person.';

/** The trade-in form's vehicle once every figure the estimate needs is typed, else null. */
export function typedTradeInVehicle(
  values: Readonly<Record<string, unknown>>,
): TradeInVehicle | null {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const year = readTypedYear(values['Vehicle Year']);
  const km = readTypedKm(values['Vehicle Kms']);
  const condition = VEHICLE_CONDITIONS.find((grade) => grade === values['Vehicle Condition']);
  const make = text('Vehicle Make');
  const model = text('Vehicle Model');
  if (!make || !model || year === null || km === null || !condition) return null;
  return { make, model, year, km, condition };
}
