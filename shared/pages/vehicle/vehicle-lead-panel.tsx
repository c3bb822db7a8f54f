import { useEffect, useMemo, useRef, useState } from 'react';
import { VehicleLeadForm } from '../../components/lead-form/vehicle-lead-form.tsx';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { VehicleDetail } from '../../vehicle/vehicle-detail.ts';
import {
  VEHICLE_FORM_FRAGMENTS,
  VEHICLE_FORMS,
  formForHash,
  vehicleForms,
  vehiclePreset,
  type VehicleFormFragment,
} from './vehicle-forms.ts';

interface VehicleLeadPanelProps {
  /** The page's key for a plain post (no JavaScript), and its answer. */
  post: LeadFormPost;
  car: VehicleDetail;
  site: SiteData;
  location: Location | undefined;
}

/**
 * The car's lead forms in one section. Every fragment the action buttons link to
 * (#enquire, #test-drive...) is an anchor at its top, so without JavaScript the link
 * still lands here; in the browser the fragment picks the form and focuses its heading.
 */
export function VehicleLeadPanel({ car, site, location, post }: VehicleLeadPanelProps) {
  const offered = useMemo(() => vehicleForms(car, site), [car, site]);
  const [fragment, setFragment] = useState<VehicleFormFragment>(offered[0] ?? 'find-similar');
  const [focusRequest, setFocusRequest] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

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

  const form = VEHICLE_FORMS[fragment];
  const preset = useMemo(() => vehiclePreset(car, form), [car, form]);
  return (
    <section className="vehicle-lead-panel" aria-labelledby="vehicle-lead-title">
      {VEHICLE_FORM_FRAGMENTS.map((anchor) => (
        <span key={anchor} id={anchor} className="vehicle-lead-panel__anchor" />
      ))}
      <h2 id="vehicle-lead-title" ref={heading} tabIndex={-1}>
        {form.heading}
      </h2>
      <p className="vehicle-lead-panel__car">{car.name}</p>
      <VehicleLeadForm
        key={fragment}
        id={`vehicle-${fragment}-form`}
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
