// Browser only: Stripe.js and Elements, in the reserve page's own chunk (payment-module.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { formatDollars } from '../../format/money.ts';
import { loadStripeOnce } from './load-stripe-once.client.ts';

export { loadStripeOnce };

export interface ReserveBilling {
  name: string;
  email: string;
  phone: string;
  postal_code: string;
}

export interface ReservePaymentProps {
  publishableKey: string;
  wallets: { apple_pay: boolean; google_pay: boolean };
  clientSecret: string;
  appearance: Appearance;
  deposit: number;
  /** Taken from the details form: the Payment Element does not ask for them again. */
  billing: ReserveBilling;
  /** Where Stripe sends the shopper back after 3-D Secure (and similar redirects). */
  returnUrl: string;
  onUnavailable(): void;
  onPaid(intent: { id: string; status: string }): void;
}

/** docs/payments.md: the deposit paid through Stripe's Payment Element. */
export function ReservePayment(props: ReservePaymentProps) {
  const { publishableKey, onUnavailable } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadStripeOnce(publishableKey).then(
      (loaded) => {
        if (!isCurrent) return;
        if (loaded) setStripe(loaded);
        else onUnavailable();
      },
      () => isCurrent && onUnavailable(),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, onUnavailable]);
  if (!stripe) {
    return (
      <p className="reserve-payment__loading" role="status">
        Loading the secure payment form…
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, appearance: props.appearance }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({
  wallets,
  deposit,
  billing,
  returnUrl,
  onUnavailable,
  onPaid,
}: ReservePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const confirming = useRef(false);
  // Stripe's message, read out and focused once it shows (an empty alert is not displayed).
  useEffect(() => {
    if (message) document.getElementById('reserve-payment-alert')?.focus();
  }, [message]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || confirming.current) return;
    confirming.current = true;
    setIsConfirming(true);
    setMessage(undefined);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: returnUrl,
        payment_method_data: {
          billing_details: {
            name: billing.name,
            email: billing.email,
            phone: billing.phone,
            address: { postal_code: billing.postal_code, country: 'AU' },
          },
        },
      },
      redirect: 'if_required',
    });
    if (result.error) {
      confirming.current = false;
      setIsConfirming(false);
      setMessage(result.error.message ?? 'Your payment did not go through. Please try again.');
      return;
    }
    // Stays 'Loading' while the confirmation page loads.
    onPaid({ id: result.paymentIntent.id, status: result.paymentIntent.status });
  }

  return (
    <form className="reserve-payment" onSubmit={pay} noValidate>
      <FormErrorAlert id="reserve-payment-alert" focusable {...(message ? { message } : {})} />
      <PaymentElement
        options={{
          wallets: {
            applePay: wallets.apple_pay ? 'auto' : 'never',
            googlePay: wallets.google_pay ? 'auto' : 'never',
          },
          fields: {
            billingDetails: {
              name: 'never',
              email: 'never',
              phone: 'never',
              address: { postalCode: 'never', country: 'never' },
            },
          },
        }}
        onReady={() => setIsReady(true)}
        onLoadError={() => onUnavailable()}
      />
      <div className="reserve-checkout__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!stripe || !isReady || isConfirming}
        >
          {isConfirming ? 'Loading' : `Pay ${formatDollars(deposit)} deposit`}
        </button>
      </div>
    </form>
  );
}
