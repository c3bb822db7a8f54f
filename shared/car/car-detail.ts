import type { Car } from '../inventory/car.ts';
import type { DepositProcessor } from '../inventory/reservable.ts';

/**
 * A car as its detail page receives it: everything shoppers may see. Payment
 * processors lose their keys (the checkout fetches what it needs); ranking and
 * view counters stay on the server.
 */
export type CarDetail = Omit<Car, 'payment_processors' | 'views' | 'custom_rank'> & {
  payment_processors: Array<Omit<DepositProcessor, 'authorization_key'>>;
};

const HIDDEN_FIELDS = ['views', 'custom_rank', 'make_model', 'filtered_features'] as const;

/** The public view of an indexed car (also drops the index's derived facets). */
export function toCarDetail(car: Car): CarDetail {
  const detail: Record<string, unknown> = { ...car };
  for (const field of HIDDEN_FIELDS) delete detail[field];
  detail.payment_processors = (car.payment_processors ?? []).map(
    ({ authorization_type, deposit_amount }) => ({ authorization_type, deposit_amount }),
  );
  return detail as CarDetail;
}
