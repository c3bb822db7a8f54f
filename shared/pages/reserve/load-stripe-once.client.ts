// Browser only: Stripe.js itself, injected from js.stripe.com by @stripe/stripe-js.
import { loadStripe, type Stripe } from '@stripe/stripe-js';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this key, injected from js.stripe.com once per page; a failure may retry. */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
    const forget = () => void stripes.delete(publishableKey);
    stripe.then((loaded) => (loaded ? undefined : forget()), forget);
  }
  return stripe;
}
