import { useEffect, useRef } from 'react';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../reserve/payment-intent.ts';
import { dealerCallsSentence } from '../../reserve/reservation-wording.ts';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { SEND_REQUEST_LABEL } from './reserve-request-form.tsx';

interface ReservePaymentUnavailableProps {
  dealerName: string;
  deposit: number;
  busy: boolean;
  /** The request's own failure, if sending it failed. */
  error: string | undefined;
  onSendRequest(): void;
}

/**
 * Stripe could not be reached (its script, its API, or our payments): the shopper's saved
 * details go to the dealer as a reservation request instead, so their intent is not lost.
 */
export function ReservePaymentUnavailable(props: ReservePaymentUnavailableProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="reserve-unavailable" aria-labelledby="reserve-unavailable-title">
      <h3 id="reserve-unavailable-title" ref={heading} tabIndex={-1}>
        {PAYMENTS_UNAVAILABLE_MESSAGE}
      </h3>
      <p>
        You can still reserve this car: send your request and{' '}
        {dealerCallsSentence(props.dealerName, props.deposit)} Your details are already filled in.
      </p>
      <FormErrorAlert
        id="reserve-unavailable-alert"
        focusable
        {...(props.error ? { message: props.error } : {})}
      />
      <div className="reserve-checkout__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={props.busy}
          onClick={props.onSendRequest}
        >
          {props.busy ? 'Loading' : SEND_REQUEST_LABEL}
        </button>
      </div>
    </section>
  );
}
