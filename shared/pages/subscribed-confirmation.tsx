import { useId } from 'react';
import { useLocation } from 'react-router';
import { useIsHydrated } from '../app/use-is-hydrated.ts';
import { subscribedEmailOf, subscribedSentence } from '../forms/subscription.ts';

/**
 * /success after the subscribe form: what the shopper signed up for and where it will be
 * sent. The address is the navigation's state, never the URL; read once hydrated, since a
 * reload keeps the state but the server never sees it. The sentence is a status region the
 * heading (which takes focus after a client navigation) is described by, so a screen reader
 * says both.
 */
export function SubscribedConfirmation({ dealerName }: { dealerName: string }) {
  const sentenceId = useId();
  const state = useLocation().state as unknown;
  const email = useIsHydrated() ? subscribedEmailOf(state) : null;
  return (
    <>
      <h1 id="success-title" aria-describedby={sentenceId}>
        You&apos;re subscribed
      </h1>
      <p className="success-page__lead" id={sentenceId} role="status">
        {subscribedSentence(dealerName, email)}
      </p>
    </>
  );
}
