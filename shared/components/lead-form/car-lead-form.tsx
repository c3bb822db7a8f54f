import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { PresetValues } from '../../forms/lead-form-plan.ts';
import type { BookingLocation } from '../../hours/booking-slots.ts';
import { leadEventId } from '../../leads/lead-category.ts';
import { LEAD_FORMS, type LeadFormKind } from '../../leads/lead-forms.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { CarDetail } from '../../car/car-detail.ts';
import { renderBookingSlot } from './booking-slot-fields.tsx';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { LeadForm } from './lead-form.tsx';

export interface CarLeadFormProps {
  id: string;
  kind: LeadFormKind;
  site: SiteData;
  car: CarDetail;
  /** The car, its location and dealership, and the enquiry's subcategory. */
  preset: PresetValues;
  submitLabel: string;
  /** The car's location: test drive slots come from its opening hours. */
  location?: BookingLocation | undefined;
  post: LeadFormPost;
}

/** A lead form about one car: its event (14/15, 17/48...), then /success linking back to it. */
export function CarLeadForm({ id, kind, site, car, preset, ...props }: CarLeadFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { location } = props;
  const eventId = useMemo(
    () =>
      leadEventId(kind, {
        category: LEAD_FORMS[kind].category ?? '',
        ...(typeof preset.subcategory === 'string' ? { subcategory: preset.subcategory } : {}),
        car_type: car.car_type,
      }),
    [kind, preset, car.car_type],
  );
  return (
    <LeadForm
      id={id}
      kind={kind}
      site={site}
      preset={preset}
      submitLabel={props.submitLabel}
      eventId={eventId}
      sourcePage={pathname}
      post={props.post}
      renderField={(field) => (location ? renderBookingSlot(field, location) : null)}
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, car, navigate: (to) => void navigate(to) })
      }
    />
  );
}
