import { useEffect, useMemo, useRef, useState } from 'react';
import { deferredModule } from '../../app/deferred-module.ts';
import { deferredComponent } from '../../app/deferred-component.tsx';
import { useLoadWhenNear } from '../../app/use-load-when-near.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { CarDetail } from '../../car/car-detail.ts';
import { carWords } from '../../inventory/car-kind-words.ts';
import { carTitle } from '../../format/car-format.ts';
import {
  CAR_FORM_FRAGMENTS,
  CAR_FORMS,
  formForHash,
  carForms,
  carPreset,
  type CarFormFragment,
} from './car-forms.ts';

interface CarLeadPanelProps {
  /** The page's key for a plain post (no JavaScript), and its answer. */
  post: LeadFormPost;
  car: CarDetail;
  site: SiteData;
  location: Location | undefined;
}

/**
 * The form's code (LeadForm, the lead rules, the captcha: about 10 KB gzip) is a chunk of its
 * own, loaded when the panel comes near the viewport or the shopper presses or focuses in
 * it: on a phone the panel is below the first screen (docs/decisions/0033-script-before-interaction.md).
 */
const carLeadForm = deferredModule(() => import('../../components/lead-form/car-lead-form.tsx'));

/**
 * The car's lead forms in one section. Every fragment the action buttons link to
 * (#enquire, #test-drive...) is an anchor at its top, so without JavaScript the link
 * still lands here; in the browser the fragment picks the form and focuses its heading.
 */
export function CarLeadPanel({ car, site, location, post }: CarLeadPanelProps) {
  const offered = useMemo(() => carForms(car, site), [car, site]);
  const [fragment, setFragment] = useState<CarFormFragment>(offered[0] ?? 'find-similar');
  const [focusRequest, setFocusRequest] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useLoadWhenNear(section, carLeadForm);

  useEffect(() => {
    const open = () => {
      const chosen = formForHash(window.location.hash, offered);
      if (!chosen) return;
      setFragment(chosen);
      setFocusRequest((count) => count + 1);
    };
    // A link to the fragment already in the URL fires no hashchange, and the browser's own
    // jump would take focus from the heading: the panel scrolls and focuses instead.
    const reopen = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const here = link?.pathname === window.location.pathname;
      if (!here || !link.hash || link.hash !== window.location.hash) return;
      if (!formForHash(link.hash, offered)) return;
      event.preventDefault();
      open();
    };
    open();
    window.addEventListener('hashchange', open);
    document.addEventListener('click', reopen);
    return () => {
      window.removeEventListener('hashchange', open);
      document.removeEventListener('click', reopen);
    };
  }, [offered]);

  useEffect(() => {
    if (focusRequest === 0) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [focusRequest]);

  const form = CAR_FORMS[fragment];
  const preset = useMemo(() => carPreset(car, form), [car, form]);
  return (
    <section ref={section} className="car-lead-panel" aria-labelledby="car-lead-title">
      {CAR_FORM_FRAGMENTS.map((anchor) => (
        <span
          key={anchor}
          id={anchor}
          className="car-lead-panel__anchor"
          data-focus-target="car-lead-title"
        />
      ))}
      <h2 id="car-lead-title" ref={heading} tabIndex={-1}>
        {form.heading(carWords(car, site.labels.stock_kinds).one)}
      </h2>
      <p className="car-lead-panel__car">{carTitle(car)}</p>
      <DeferredCarLeadForm
        key={fragment}
        id={`car-${fragment}-form`}
        kind={form.kind}
        site={site}
        car={car}
        preset={preset}
        submitLabel={form.submitLabel}
        location={location}
        post={post}
      />
    </section>
  );
}

/** Another form is another key: React drops the server HTML and renders that one afresh. */
const DeferredCarLeadForm = deferredComponent(
  carLeadForm,
  (loaded) => loaded.CarLeadForm,
  'The enquiry form',
);
