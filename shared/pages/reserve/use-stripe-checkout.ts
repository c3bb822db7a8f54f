import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CaptchaHandle } from '../../components/forms/captcha/captcha-field.tsx';
import { focusFirstInvalid } from '../../components/forms/focus-first-invalid.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { submittedLeadEventId } from '../../forms/multi-step/step-request.ts';
import { LEAD_MESSAGES } from '../../leads/lead-messages.ts';
import { requestPaymentIntent } from '../../reserve/payment-intent.ts';
import type { ReserveCar } from '../../reserve/reserve-car.ts';
import { reserveEventId } from '../../reserve/reserve-event.ts';
import { reservationReturnPath, reserveRequestSentPath } from '../../reserve/reservation-offer.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { loadPaymentModule } from './payment-module.ts';
import type { useReserveLead } from './use-reserve-lead.ts';

type PaymentModule = Awaited<ReturnType<typeof loadPaymentModule>>;
export type StripePhase = 'details' | 'payment' | 'unavailable';

export const DETAILS_ALERT_ID = 'reserve-form-alert';
export const REQUEST_ALERT_ID = 'reserve-unavailable-alert';

interface StripeCheckoutOptions {
  site: SiteData;
  car: ReserveCar;
  publishableKey: string;
  lead: ReturnType<typeof useReserveLead>;
  initialAlert: string | undefined;
}

/**
 * docs/payments.md, Stripe mode: the details (saved as an Incomplete lead), the server's
 * PaymentIntent for that lead, then Stripe's Payment Element. The lead and the client
 * secret are kept, so a retry or a second click reuses them. When Stripe cannot be used,
 * the saved lead goes to the dealer as a reservation request instead.
 */
export function useStripeCheckout({
  site,
  car,
  publishableKey,
  lead,
  initialAlert,
}: StripeCheckoutOptions) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<StripePhase>('details');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState(initialAlert);
  const [requestError, setRequestError] = useState<string | undefined>();
  const [intent, setIntent] = useState<{ id: string; clientSecret: string; leadId: string }>();
  const [payment, setPayment] = useState<PaymentModule>();
  const captcha = useRef<CaptchaHandle>(null);
  const working = useRef(false);
  const onUnavailable = useCallback(() => setPhase('unavailable'), []);
  const eventId = reserveEventId(car);
  // An empty alert is not displayed: focus moves once the render shows its message.
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  const focusById = (id: string) => setFocusRequest({ id });

  const begin = () => {
    if (working.current) return false;
    working.current = true;
    setBusy(true);
    return true;
  };
  const end = () => {
    working.current = false;
    setBusy(false);
  };

  async function continueToPayment(honeypot: string, form: HTMLFormElement) {
    if (!begin()) return;
    setAlert(undefined);
    // Stripe's code downloads while the lead and the PaymentIntent are made.
    const module = loadPaymentModule();
    module.then((loaded) => loaded.loadStripeOnce(publishableKey)).catch(() => {});
    const saved = await lead.saveDetails(honeypot);
    if (!saved.ok) {
      end();
      if (saved.failedCreate) captcha.current?.reset();
      setAlert(saved.message);
      if (!focusFirstInvalid(form, saved.errors)) focusById(DETAILS_ALERT_ID);
      return;
    }
    let current = intent;
    if (!current) {
      const answer = await requestPaymentIntent({
        dealershipId: site.dealership.id,
        carId: car.id,
        origin: window.location.origin,
        lead: saved.lead,
      });
      if (!answer.ok) {
        end();
        if (answer.unavailable) return setPhase('unavailable');
        setAlert(answer.message);
        return void focusById(DETAILS_ALERT_ID);
      }
      current = {
        id: answer.paymentIntent,
        clientSecret: answer.clientSecret,
        leadId: saved.lead.leadId,
      };
      setIntent(current);
    }
    const loaded = await module.catch(() => undefined);
    end();
    if (loaded) setPayment(() => loaded);
    setPhase(loaded ? 'payment' : 'unavailable');
  }

  async function sendRequest() {
    if (!begin()) return;
    setRequestError(undefined);
    const sent = await lead.completeAsRequest();
    if (!sent.ok) {
      end();
      setRequestError(sent.message || LEAD_MESSAGES.unexpected);
      return void focusById(REQUEST_ALERT_ID);
    }
    afterLeadSubmitted({
      site,
      eventId: submittedLeadEventId(sent.eventId, eventId),
      leadId: sent.leadId,
      values: lead.values,
      car,
      to: reserveRequestSentPath(car.slug),
      navigate: (path) => void navigate(path),
    });
  }

  function paid(result: { id: string; status: string }) {
    if (!intent) return;
    afterLeadSubmitted({
      site,
      eventId,
      leadId: intent.leadId,
      values: lead.values,
      car,
      to: reservationReturnPath({ ...intent, id: result.id || intent.id, status: result.status }),
      // A whole document: the confirmation page reads Stripe's record on the server.
      navigate: (path) => window.location.assign(path),
    });
  }

  return {
    phase,
    busy,
    alert,
    requestError,
    intent,
    payment,
    captcha,
    onUnavailable,
    editDetails: () => setPhase('details'),
    continueToPayment,
    sendRequest,
    paid,
  };
}
