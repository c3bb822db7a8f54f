import { telHref } from '../format/phone-link.ts';
import { formatDollars } from '../format/money.ts';
import { RESERVATION_TERMS_PATH } from '../reserve/reserve-checkout.ts';
import { reservationTerms } from '../reserve/reservation-offer.ts';
import { holdSentence } from '../reserve/reservation-wording.ts';
import type { SiteData } from '../tenant/site-data.ts';

interface ReserveRequestSentProps {
  site: SiteData;
  phone: string | undefined;
  /** What the car is, by its kind: 'car', 'truck', 'RV' (product rule 9.12). */
  carWord: string;
}

/** docs/payments.md: /success after a reservation request: sent, and the dealer will call. */
export function ReserveRequestSent({ site, phone, carWord }: ReserveRequestSentProps) {
  const name = site.dealership.name;
  const deposit = site.public_payment_processors[0]?.deposit_amount;
  const terms = reservationTerms(site);
  return (
    <>
      <h1 id="success-title">Reservation request sent</h1>
      <p className="success-page__lead">
        Thank you. {name} has your request to reserve this {carWord}.
      </p>
      <h2>What happens next</h2>
      <ol className="reservation__steps">
        <li>
          {name} will call you, usually within one business day, to take the
          {deposit ? ` ${formatDollars(deposit)}` : ''} deposit. Nothing has been paid yet.
        </li>
        {terms ? <li>{holdSentence(terms)}</li> : null}
        <li>Bring your driver&apos;s licence when you come in to see the {carWord}.</li>
      </ol>
      <p>
        {phone ? (
          <>
            Would you rather talk now? Call us on <a href={telHref(phone)}>{phone}</a>.{' '}
          </>
        ) : null}
        <a href={RESERVATION_TERMS_PATH}>Read the reservation terms</a>.
      </p>
    </>
  );
}
