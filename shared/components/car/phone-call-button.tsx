import { useRef } from 'react';
import { useIsHydrated } from '../../app/use-is-hydrated.ts';
import { telHref } from '../../format/phone-link.ts';
import { PhoneIcon } from '../action-icons.tsx';
import { useFocusRevealedNumber, type PhoneReveal } from './use-phone-reveal.ts';

interface PhoneCallButtonProps {
  phone: string;
  dealerName: string;
  phoneReveal: PhoneReveal;
  className: string;
  /** The phone reveal card's id: without JavaScript, Call leads there (its tel: fallback). */
  cardId: string;
}

/**
 * The compact Call of the car page's bottom bar: the same reveal as the sidebar card (the
 * number stays hidden until asked for, then shows whole as a tel: link), in a button's room.
 */
export function PhoneCallButton({
  phone,
  dealerName,
  phoneReveal,
  className,
  cardId,
}: PhoneCallButtonProps) {
  const numberRef = useRef<HTMLAnchorElement>(null);
  const isHydrated = useIsHydrated();
  useFocusRevealedNumber(phoneReveal, 'action-bar', numberRef);
  if (phoneReveal.isRevealed) {
    return (
      <a ref={numberRef} className={`${className} ${className}--number`} href={telHref(phone)}>
        <PhoneIcon />
        <span>
          <span className="visually-hidden">Call {dealerName} on </span>
          {phone}
        </span>
      </a>
    );
  }
  const name = <span className="visually-hidden">: reveal the phone number of {dealerName}</span>;
  if (!isHydrated) {
    return (
      <a className={className} href={`#${cardId}`}>
        <PhoneIcon />
        <span>Call{name}</span>
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => phoneReveal.reveal('action-bar')}>
      <PhoneIcon />
      <span>Call{name}</span>
    </button>
  );
}
