import {
  RESERVATION_TERMS_PATH,
  type ReservationConfirmation,
} from '../../reserve/reserve-checkout.ts';
import { holdSentence, refundSentence } from '../../reserve/reservation-wording.ts';
import type { ReservationTerms } from '../../tenant/tenant-config.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReferenceNumber } from './reference-number.tsx';
import { ReservationCar } from './reservation-car.tsx';

interface ReservationReservedProps {
  confirmation: ReservationConfirmation;
  site: Pick<SiteData, 'dealership' | 'images'>;
  terms: ReservationTerms;
}

/** Paid, and the car is held for this shopper. */
export function ReservationReserved({ confirmation, site, terms }: ReservationReservedProps) {
  const { reference, email, deposit, car } = confirmation;
  const dealer = site.dealership.name;
  return (
    <>
      <h1 id="reservation-title">Your car is reserved</h1>
      <p className="reservation__lead">
        Thank you. Your deposit is paid and {dealer} is holding this car for you.
      </p>
      {reference ? <ReferenceNumber reference={reference} /> : null}
      <ReservationCar car={car} deposit={deposit} depositLabel="Deposit paid" site={site} />
      <p>
        {email
          ? `A confirmation email is on its way to ${email}.`
          : 'A confirmation email is on its way to you.'}{' '}
        Keep your reference number handy.
      </p>
      <h2>What happens next</h2>
      <ol className="reservation__steps">
        <li>{holdSentence(terms)}</li>
        <li>
          {dealer} will call you, usually within one business day, to arrange an inspection, the
          paperwork and paying the rest of the price.
        </li>
        <li>Bring your driver&apos;s licence and your reference number when you come in.</li>
      </ol>
      <p>
        {refundSentence(terms, deposit)}{' '}
        <a href={RESERVATION_TERMS_PATH}>Read the reservation terms</a>.
      </p>
    </>
  );
}
