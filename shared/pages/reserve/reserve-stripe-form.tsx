import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import type { ReserveCar } from '../../reserve/reserve-car.ts';
import { RESERVATION_RETURN_PATH, type ReserveCheckout } from '../../reserve/reserve-checkout.ts';
import { stripeAppearance } from '../../reserve/stripe-appearance.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReserveDetailsForm } from './reserve-details-form.tsx';
import { ReserveDetailsSummary } from './reserve-details-summary.tsx';
import { ReservePaymentUnavailable } from './reserve-payment-unavailable.tsx';
import { RESERVE_FORM_ID } from './reserve-request-form.tsx';
import { useReserveLead } from './use-reserve-lead.ts';
import { useStripeCheckout } from './use-stripe-checkout.ts';

interface ReserveStripeFormProps {
  site: SiteData;
  car: ReserveCar;
  deposit: number;
  checkout: Extract<ReserveCheckout, { mode: 'stripe' }>;
  post: LeadFormPost;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** docs/payments.md, Stripe mode: details, then the deposit paid on this page (use-stripe-checkout.ts). */
export function ReserveStripeForm({ site, car, deposit, checkout, post }: ReserveStripeFormProps) {
  const { pathname } = useLocation();
  const lead = useReserveLead({
    formId: RESERVE_FORM_ID,
    site,
    car,
    sourcePage: pathname,
    initial: post.initial,
  });
  const flow = useStripeCheckout({
    site,
    car,
    publishableKey: checkout.publishable_key,
    lead,
    initialAlert: post.initial?.message,
  });
  const appearance = useMemo(() => stripeAppearance(site.theme.colors), [site.theme.colors]);
  const { values } = lead;
  return (
    <div className="reserve-stripe">
      {flow.phase === 'details' ? (
        <>
          {lead.rules.captcha ? null : (
            <noscript>
              <p className="lead-form__noscript">
                Paying online needs JavaScript. Without it this form sends a reservation request,
                and {site.dealership.name} will call you to take the deposit.
              </p>
            </noscript>
          )}
          <ReserveDetailsForm
            id={RESERVE_FORM_ID}
            lead={lead}
            idempotencyKey={post.idempotencyKey}
            alert={flow.alert}
            busy={flow.busy}
            submitLabel="Continue to payment"
            captchaRef={flow.captcha}
            onSubmit={(honeypot, form) => void flow.continueToPayment(honeypot, form)}
          />
        </>
      ) : (
        <ReserveDetailsSummary values={values} disabled={flow.busy} onChange={flow.editDetails} />
      )}
      {flow.phase === 'payment' && flow.payment && flow.intent ? (
        <flow.payment.ReservePayment
          publishableKey={checkout.publishable_key}
          wallets={checkout.wallets}
          clientSecret={flow.intent.clientSecret}
          appearance={appearance}
          deposit={deposit}
          billing={{
            name: `${text(values.name)} ${text(values.last_name)}`.trim(),
            email: text(values.email),
            phone: text(values.phone),
            postal_code: text(values.postcode),
          }}
          returnUrl={`${window.location.origin}${RESERVATION_RETURN_PATH}`}
          onUnavailable={flow.onUnavailable}
          onPaid={flow.paid}
        />
      ) : null}
      {flow.phase === 'unavailable' ? (
        <ReservePaymentUnavailable
          dealerName={site.dealership.name}
          deposit={deposit}
          busy={flow.busy}
          error={flow.requestError}
          onSendRequest={() => void flow.sendRequest()}
        />
      ) : null}
    </div>
  );
}
