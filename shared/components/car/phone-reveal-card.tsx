import { useRef } from 'react';
import { maskPhone } from '../../contact/mask-phone.ts';
import { telHref } from '../../format/phone-link.ts';
import { useFocusRevealedNumber, type PhoneReveal } from './use-phone-reveal.ts';

export interface PhoneRevealCardProps {
  /** The page's other Call button links here before the page runs (its tel: fallback). */
  id?: string;
  /** The number as displayed, e.g. '02 5550 1100'. */
  phone: string;
  dealerName: string;
  /** The car's reveal, shared with the page's other Call button (use-phone-reveal.ts). */
  phoneReveal: PhoneReveal;
}

export const REVEAL_PHONE_LABEL = 'Click to reveal phone number';

/**
 * product rules 2.5 and 4.5: the detail sidebar's phone card. The number shows masked (product rule 9.9)
 * until the shopper asks for it; revealing (use-phone-reveal.ts) shows it whole
 * as a tel: link, records the reveal and fires analytics event 25 (call dealer).
 *
 * Focus moves to the number, which replaces the button, so keyboard and screen
 * reader users land on what they asked for. Without JavaScript the button
 * cannot work, so <noscript> carries a plain tel: link (unrecorded, as nothing
 * could record it).
 */
export function PhoneRevealCard({ id, phone, dealerName, phoneReveal }: PhoneRevealCardProps) {
  const numberRef = useRef<HTMLAnchorElement>(null);
  useFocusRevealedNumber(phoneReveal, 'sidebar', numberRef);

  const callName = <span className="visually-hidden">Call {dealerName} on </span>;
  return (
    <div className="phone-reveal" id={id}>
      {phoneReveal.isRevealed ? (
        <a ref={numberRef} className="phone-reveal__number" href={telHref(phone)}>
          {callName}
          {phone}
        </a>
      ) : (
        <>
          <button
            type="button"
            className="phone-reveal__button"
            onClick={() => phoneReveal.reveal('sidebar')}
          >
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
