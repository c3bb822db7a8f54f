import { useEffect, useState, type RefObject } from 'react';
import { ANALYTICS_EVENTS } from '../../analytics/analytics-events.ts';
import { track } from '../../analytics/track.ts';
import { recordPhoneReveal } from '../../contact/record-phone-reveal.ts';

/** The places on the car page that reveal the dealer's number. */
export type PhoneRevealPlace = 'sidebar' | 'action-bar';

export interface PhoneReveal {
  isRevealed: boolean;
  /** Where the shopper asked for the number: that place's number takes focus. */
  revealedFrom: PhoneRevealPlace | null;
  reveal(from: PhoneRevealPlace): void;
}

/**
 * product rules 2.5 and 4.5: one car's phone reveal, shared by every place that offers it, so the number
 * is revealed, recorded for the dealer (failures only logged, product rule 8.4) and counted as
 * analytics event 25 (call dealer) once, whichever button the shopper used.
 */
export function usePhoneReveal(carId: number): PhoneReveal {
  // Keyed by car: moving to another car's page in the browser shows its number masked again.
  const [revealed, setRevealed] = useState<{ carId: number; from: PhoneRevealPlace } | null>(null);
  const isRevealed = revealed?.carId === carId;
  return {
    isRevealed,
    revealedFrom: isRevealed ? revealed.from : null,
    reveal(from) {
      if (isRevealed) return;
      setRevealed({ carId, from });
      track(ANALYTICS_EVENTS.call_dealer, { car_id: carId });
      recordPhoneReveal(carId);
    },
  };
}

/**
 * Focus moves to the number where the shopper asked for it (it replaces the button they
 * pressed), so keyboard and screen reader users land on what they asked for.
 */
export function useFocusRevealedNumber(
  phoneReveal: PhoneReveal,
  place: PhoneRevealPlace,
  numberRef: RefObject<HTMLAnchorElement | null>,
) {
  const isHere = phoneReveal.revealedFrom === place;
  useEffect(() => {
    if (isHere) numberRef.current?.focus();
  }, [isHere, numberRef]);
}
