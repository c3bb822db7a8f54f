import { useRef } from 'react';
import { useLocation } from 'react-router';
import { SUBSCRIBE_PATH } from '../../forms/subscribe-path.ts';
import { SUBSCRIPTION_TOPICS } from '../../forms/subscription.ts';
import { deferredModule } from '../../app/deferred-module.ts';
import { deferredComponent } from '../../app/deferred-component.tsx';
import { useLoadWhenNear } from '../../app/use-load-when-near.ts';

/**
 * The form's code (LeadForm, the lead rules and messages, the multi-step machine, the
 * captcha) is a chunk of its own: every page has the footer, few shoppers use it.
 */
const subscribeLeadForm = deferredModule(() => import('./subscribe-lead-form.tsx'));

/**
 * docs/leads.md: the footer's subscribe form (general-enquiry category, no message, no location).
 * The server renders all of it. In the browser its form stays server HTML, not yet
 * hydrated, until the footer comes near the viewport or the shopper presses or focuses
 * inside it; then its chunk loads and React hydrates the form where it is.
 */
export function SubscribeForm() {
  const section = useRef<HTMLElement>(null);
  useLoadWhenNear(section, subscribeLeadForm);
  // The /subscribe page is this form: one on the page, not two.
  if (useLocation().pathname === SUBSCRIBE_PATH) return null;
  return (
    <section ref={section} className="subscribe-form" aria-labelledby="subscribe-form-title">
      <h2 id="subscribe-form-title">Subscribe</h2>
      <p>Be the first to hear about {SUBSCRIPTION_TOPICS}.</p>
      <DeferredSubscribeLeadForm />
    </section>
  );
}

/**
 * No props: a re-render of the footer does not reach the boundary. A client navigation does
 * (the router's contexts change): the chunk loads at once, never waiting for the shopper to
 * scroll to the footer.
 */
const DeferredSubscribeLeadForm = deferredComponent(
  subscribeLeadForm,
  (loaded) => loaded.SubscribeLeadForm,
  'The subscribe form',
);
