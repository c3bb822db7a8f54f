import { memo, Suspense, use, useRef } from 'react';
import { useLocation } from 'react-router';
import { SUBSCRIBE_PATH } from '../../forms/subscribe-path.ts';
import { SUBSCRIPTION_TOPICS } from '../../forms/subscription.ts';
import { deferredModule } from '../../app/deferred-module.ts';
import { useIsHydrated } from '../../app/use-is-hydrated.ts';
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
 * memo and no props: a re-render of the footer does not reach the boundary. A client
 * navigation does (the router's contexts change) and React then renders the boundary
 * afresh, which loads the chunk at once (see whenLoaded): the navigation waits at most
 * for the chunk, never for the shopper to scroll to the footer.
 */
const DeferredSubscribeLeadForm = memo(function DeferredSubscribeLeadForm() {
  return (
    <Suspense fallback={null}>
      <SubscribeLeadFormWhenLoaded />
    </Suspense>
  );
});

type SubscribeLeadFormModule = typeof import('./subscribe-lead-form.tsx');

function SubscribeLeadFormWhenLoaded() {
  const isHydrated = useIsHydrated();
  const loaded = subscribeLeadForm.current ?? use(whenLoaded(isHydrated));
  return loaded ? <loaded.SubscribeLeadForm /> : null;
}

let browserLoad: Promise<SubscribeLeadFormModule | null> | undefined;

/**
 * What a render waits for. The server loads deferred modules before it renders. While
 * hydrating, the server HTML stays until useLoadWhenNear has loaded the chunk (if that
 * fails, React renders the boundary afresh). A fresh browser render loads it now and,
 * if the chunk cannot be had (offline, a new deployment), renders no form rather than
 * hold up a navigation.
 */
function whenLoaded(isHydrated: boolean): Promise<SubscribeLeadFormModule | null> {
  if (typeof document === 'undefined') return subscribeLeadForm.load();
  if (!isHydrated) return subscribeLeadForm.ready;
  browserLoad ??= subscribeLeadForm.load().catch((error: unknown) => {
    console.warn('The subscribe form could not be loaded.', error);
    return null;
  });
  return browserLoad;
}
