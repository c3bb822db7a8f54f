import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { renderBookingSlot } from './booking-slot-fields.tsx';
import { LeadForm } from './lead-form.tsx';
import { locationSelectOptions } from './location-select-options.ts';
import { chosenLocation } from '../../locations/chosen-location.ts';

/**
 * docs/leads.md: a service booking at one of the site's service locations. One
 * service location is filled in for the shopper; several are the select's only
 * choices. The preferred date is one of the chosen location's open days.
 */
export function ServiceBookingForm({
  services,
  post,
}: {
  services: readonly Location[];
  post: LeadFormPost;
}) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [only] = services;
  const preset = useMemo(
    () =>
      services.length === 1 && only
        ? { location: only.id, dealership_slug: only.dealership_slug }
        : undefined,
    [services, only],
  );
  const places = useMemo(() => locationSelectOptions(site, 'service'), [site]);
  return (
    <LeadForm
      id="service-booking-form"
      kind="service-booking"
      site={site}
      {...(preset ? { preset } : {})}
      options={places}
      submitLabel="Book a Service"
      sourcePage={pathname}
      post={post}
      renderField={(field, values) =>
        renderBookingSlot(field, chosenLocation(services, values.location), false)
      }
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
      }
    />
  );
}
