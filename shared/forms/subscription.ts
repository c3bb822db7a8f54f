// What the footer's subscribe form signs a shopper up for, said the same way on the form and
// on the confirmation it leads to.
import { SUCCESS_PATH } from './after-lead-submitted.ts';

export const SUBSCRIPTION_TOPICS = 'new stock, offers and events';

/** The success page in its subscription wording (no address in the URL: it would be logged). */
export const SUBSCRIBED_PATH = `${SUCCESS_PATH}?subscribed=1`;

/** Navigation state of a subscription: the address it goes to, for the confirmation only. */
export interface SubscribedState {
  subscribedEmail: string;
}

export function subscribedState(email: unknown): SubscribedState | undefined {
  return typeof email === 'string' && email.trim() ? { subscribedEmail: email.trim() } : undefined;
}

export function subscribedEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('subscribedEmail' in state)) return null;
  return typeof state.subscribedEmail === 'string' ? state.subscribedEmail : null;
}

/** `Coastal Used Cars will email sam@example.com about new stock, offers and events.` */
export function subscribedSentence(dealerName: string, email: string | null): string {
  return `${dealerName} will email ${email ?? 'you'} about ${SUBSCRIPTION_TOPICS}.`;
}
