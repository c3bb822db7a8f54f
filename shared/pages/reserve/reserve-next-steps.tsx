import { formatDollars } from '../../format/money.ts';
import { RESERVATION_TERMS_PATH } from '../../reserve/reserve-checkout.ts';
import { holdSentence, refundSentence } from '../../reserve/reservation-wording.ts';
import type { ReservationTerms } from '../../tenant/tenant-config.ts';

interface ReserveNextStepsProps {
  dealerName: string;
  deposit: number;
  terms: ReservationTerms;
  /** true: the dealer takes the deposit by phone; false: it is paid on this page. */
  isRequest: boolean;
}

/** docs/payments.md: what happens after reserving, whether the deposit comes back, how long the hold. */
export function ReserveNextSteps({ dealerName, deposit, terms, isRequest }: ReserveNextStepsProps) {
  const amount = formatDollars(deposit);
  return (
    <section className="reserve-info" aria-labelledby="reserve-next-title">
      <h2 id="reserve-next-title">What happens next</h2>
      <ol className="reserve-info__steps">
        {isRequest ? (
          <>
            <li>Send your details. Nothing is paid on this website.</li>
            <li>
              {dealerName} calls you, usually within one business day, to take the {amount} deposit
              and confirm the car is yours.
            </li>
          </>
        ) : (
          <>
            <li>Enter your details, then pay the {amount} deposit by card or wallet.</li>
            <li>You get a reference number straight away, and a confirmation email.</li>
          </>
        )}
        <li>{holdSentence(terms)}</li>
        <li>
          {dealerName} contacts you to arrange an inspection, the paperwork and paying the rest.
          Bring your driver&apos;s licence when you come in.
        </li>
      </ol>
      <p>
        {refundSentence(terms, deposit)} The deposit is not the full price of the car.{' '}
        <a href={RESERVATION_TERMS_PATH}>Read the reservation terms</a>.
      </p>
    </section>
  );
}
