import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { formatDollars } from '../../format/money.ts';
import type { ReservationConfirmation } from '../../reserve/reserve-checkout.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReservationCar } from './reservation-car.tsx';

/** How often the page asks the server again while the bank confirms. */
export const PROCESSING_RECHECK_MS = 4000;

interface ReservationProcessingProps {
  confirmation: ReservationConfirmation;
  site: Pick<SiteData, 'images'>;
}

/**
 * The bank has not confirmed yet. The page reloads its data every few seconds until the
 * outcome settles; a meta refresh would fail WCAG 2.2.1 (and axe), so it polls instead,
 * with a link for browsers without JavaScript.
 */
export function ReservationProcessing({ confirmation, site }: ReservationProcessingProps) {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, PROCESSING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <>
      <h1 id="reservation-title">Confirming your payment</h1>
      <p className="reservation__lead" role="status">
        Your bank is still confirming the {formatDollars(confirmation.deposit)} deposit. This page
        checks again every few seconds, so you can keep it open.
      </p>
      <ReservationCar
        car={confirmation.car}
        deposit={confirmation.deposit}
        depositLabel="Deposit"
        site={site}
      />
      <p>
        <a href={`${pathname}${search}`}>Check now</a>
      </p>
    </>
  );
}
