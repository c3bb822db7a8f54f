import type { ReservationConfirmation } from '../../reserve/reserve-checkout.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReservationCar } from './reservation-car.tsx';

interface ReservationFailedProps {
  confirmation: ReservationConfirmation;
  site: Pick<SiteData, 'images'>;
  /** The car's reserve page, to try again. */
  retryPath: string;
}

/** Not paid: declined, or 3-D Secure not completed. Stripe's message says why. */
export function ReservationFailed({ confirmation, site, retryPath }: ReservationFailedProps) {
  return (
    <>
      <h1 id="reservation-title">Your payment did not go through</h1>
      <div className="form-error-alert" role="alert">
        <p className="form-error-alert__message">
          {confirmation.message ?? 'Your bank did not approve the payment.'}
        </p>
      </div>
      <p className="reservation__lead">No deposit was taken and the car is not reserved yet.</p>
      <ReservationCar
        car={confirmation.car}
        deposit={confirmation.deposit}
        depositLabel="Deposit"
        site={site}
      />
      <p>
        <a className="button button--primary" href={retryPath}>
          Try again
        </a>
      </p>
    </>
  );
}
