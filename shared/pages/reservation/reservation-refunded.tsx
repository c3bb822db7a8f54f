import { formatDollars } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import type { ReservationConfirmation } from '../../reserve/reserve-checkout.ts';
import { REFUND_ARRIVAL } from '../../reserve/reservation-wording.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReservationCar } from './reservation-car.tsx';

interface ReservationRefundedProps {
  confirmation: ReservationConfirmation;
  site: Pick<SiteData, 'images' | 'listing_path'>;
}

/** Paid moments after another buyer reserved the car: refunded in full, automatically. */
export function ReservationRefunded({ confirmation, site }: ReservationRefundedProps) {
  const { car, deposit } = confirmation;
  const page = carUrl(car.slug);
  return (
    <>
      <h1 id="reservation-title">Someone reserved this car just before you</h1>
      <p className="reservation__lead">
        Another buyer reserved the {carTitle(car)} moments before your payment went through, so we
        could not hold it for you. We are sorry.
      </p>
      <ReservationCar car={car} deposit={deposit} depositLabel="Deposit refunded" site={site} />
      <p>
        Your {formatDollars(deposit)} deposit has been refunded in full. Refunds usually take{' '}
        {REFUND_ARRIVAL} to appear on your statement, depending on your bank.
      </p>
      <ul className="reservation__links">
        <li>
          <a className="button button--primary" href={`${page}#car-similar-title`}>
            See similar cars
          </a>
        </li>
        <li>
          <a className="button" href={`${page}#enquire`}>
            Ask about this car
          </a>
        </li>
        <li>
          <a className="button" href={site.listing_path}>
            Browse our vehicles
          </a>
        </li>
      </ul>
    </>
  );
}
