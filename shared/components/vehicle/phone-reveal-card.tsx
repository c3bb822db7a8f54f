import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENTS } from '../../analytics/analytics-events.ts';
import { track } from '../../analytics/track.ts';
import { maskPhone } from '../../contact/mask-phone.ts';
import { recordPhoneReveal } from '../../contact/record-phone-reveal.ts';
import { telHref } from '../../format/phone-link.ts';

export interface PhoneRevealCardProps {
  carId: number;
  /** The number as displayed, e.g. '02 5550 1100'. */
  phone: string;
  dealerName: string;
}

export const REVEAL_PHONE_LABEL = 'Click to reveal phone number';

/**
 * spec 2 / 4: the detail sidebar's phone card. The number shows masked (spec 9)
 * until the shopper asks for it; revealing shows it whole as a tel: link,
 * records the reveal for the dealer (failures only logged, spec 8) and fires
 * analytics event 25 (call dealer).
 *
 * Focus moves to the number, which replaces the button, so keyboard and screen
 * reader users land on what they asked for. Without JavaScript the button
 * cannot work, so <noscript> carries a plain tel: link (unrecorded, as nothing
 * could record it).
 */
export function PhoneRevealCard({ carId, phone, dealerName }: PhoneRevealCardProps) {
  // Keyed by car: moving to another car's page in the browser shows its number masked again.
  const [revealedCarId, setRevealedCarId] = useState<number | null>(null);
  const isRevealed = revealedCarId === carId;
  const numberRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (isRevealed) numberRef.current?.focus();
  }, [isRevealed]);

  function reveal() {
    setRevealedCarId(carId);
    track(ANALYTICS_EVENTS.call_dealer, { car_id: carId });
    recordPhoneReveal(carId);
  }

  const callName = <span className="visually-hidden">Call {dealerName} on </span>;
  return (
    <div className="phone-reveal">
      {isRevealed ? (
        <a ref={numberRef} className="phone-reveal__number" href={telHref(phone)}>
          {callName}
          {phone}
        </a>
      ) : (
        <>
          <button type="button" className="phone-reveal__button" onClick={reveal}>
            {/* The stars say nothing aloud; the button's name is what it does. */}
            <span className="phone-reveal__masked" aria-hidden="true">
              {maskPhone(phone)}
            </span>
            <span className="phone-reveal__label">
              {REVEAL_PHONE_LABEL}
              <span className="visually-hidden"> of {dealerName}</span>
            </span>
          </button>
          <noscript>
            <a className="phone-reveal__number" href={telHref(phone)}>
              {callName}
              {phone}
            </a>
          </noscript>
        </>
      )}
    </div>
  );
}
