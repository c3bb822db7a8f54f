import { leadEventId } from '../leads/lead-category.ts';
import { LEAD_FORMS } from '../leads/lead-forms.ts';
import type { ReserveCar } from './reserve-car.ts';
/** The analytics event of a reservation lead (product rule 9.2: the default lead event for this form). */
export function reserveEventId(car: Pick<ReserveCar, 'car_type'>) {
  return leadEventId('reserve', {
    category: LEAD_FORMS.reserve.category ?? '',
    car_type: car.car_type,
  });
}
