// Whether an import changes a stored car: the two normalised records hold the same data.
// Compared as text with object keys in one order at every depth, because the order a car's
// fields come in follows the feed (its CSV columns, a provider's JSON keys, the demo
// generator), and that order is not data. `updated_at` is left out: the import stamps it.
import type { Car } from '#shared/inventory/car.ts';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A car's stored data as text that is equal exactly when the data is, whatever its key order. */
export function carContent(car: Car): string {
  const { updated_at: _stamp, ...content } = car;
  return canonicalJson(content);
}

/**
 * True when importing `car` leaves `stored` as it was: same data, and stamped before. A
 * stored car without a stamp counts as changed, so it gets one.
 */
export function unchangedCar(stored: Car | undefined, car: Car): boolean {
  return stored?.updated_at !== undefined && carContent(stored) === carContent(car);
}
