import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { renderBookingSlot } from '../../components/lead-form/booking-slot-fields.tsx';
import { LeadForm } from '../../components/lead-form/lead-form.tsx';
import { locationSelectOptions } from '../../components/lead-form/location-select-options.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { leadEventId } from '../../leads/lead-category.ts';
import { LEAD_FORMS } from '../../leads/lead-forms.ts';
import { selectLocations } from '../../locations/select-locations.ts';
import {
  formOfPost,
  MODEL_ENQUIRY,
  MODEL_TEST_DRIVE,
  type ModelForm,
} from '../../models/model-forms.ts';
import { modelLeadPreset } from '../../models/model-lead.ts';
import type { Model } from '../../tenant/tenant-config.ts';
import { chosenLocation } from '../../locations/chosen-location.ts';

interface ModelLeadFormsProps {
  model: Model;
  /** The page's key for a plain post, and its answer. */
  post: LeadFormPost;
}

/**
 * docs/content-pages.md: Enquire and Book a Test Drive for a new model, both on the page (each at its
 * fragment, so the header's buttons work without JavaScript). Leads carry the model
 * (modelLeadPreset) and fire the new-car events, 14 and 17 (product rule 9.2).
 */
export function ModelLeadForms({ model, post }: ModelLeadFormsProps) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // New cars are sold (and test driven) at sales locations; a site listing none offers all.
  const type = selectLocations(site.locations, { sort: 'name', type: 'sales' }).length
    ? 'sales'
    : 'all';
  const sales = useMemo(
    () => selectLocations(site.locations, { sort: site.features.location_sort, type }),
    [site, type],
  );
  const places = useMemo(() => locationSelectOptions(site, type), [site, type]);
  const [only] = sales;
  const base = useMemo(() => modelLeadPreset(model, site), [model, site]);
  // A failed plain post goes back to the form it came from; the other starts empty.
  const posted = post.initial ? formOfPost(post.initial.values) : undefined;
  const postFor = (form: ModelForm): LeadFormPost =>
    posted === form ? post : { idempotencyKey: post.idempotencyKey };

  const renderForm = (form: ModelForm) => {
    const preset = {
      ...base,
      ...(form.subcategory ? { subcategory: form.subcategory } : {}),
      // One sales location: the lead is for it, and test drive times follow its hours.
      ...(sales.length === 1 && only
        ? { location: only.id, dealership_slug: only.dealership_slug }
        : {}),
    };
    const eventId = leadEventId(form.kind, {
      category: LEAD_FORMS[form.kind].category ?? '',
      ...(form.subcategory ? { subcategory: form.subcategory } : {}),
      car_type: base.car_type,
    });
    return (
      <LeadForm
        id={`model-${form.fragment}-form`}
        kind={form.kind}
        site={site}
        preset={preset}
        options={places}
        submitLabel={form.submitLabel}
        eventId={eventId}
        sourcePage={pathname}
        post={postFor(form)}
        renderField={(field, values) =>
          renderBookingSlot(field, chosenLocation(sales, values.location))
        }
        onSubmitted={(lead) =>
          afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
        }
      />
    );
  };

  return (
    <div className="model-lead-forms">
      <section
        id={MODEL_ENQUIRY.fragment}
        className="model-lead-forms__form"
        aria-labelledby="model-enquire-title"
      >
        <h2 id="model-enquire-title">Enquire about the {model.name}</h2>
        {renderForm(MODEL_ENQUIRY)}
      </section>
      <section
        id={MODEL_TEST_DRIVE.fragment}
        className="model-lead-forms__form"
        aria-labelledby="model-test-drive-title"
      >
        <h2 id="model-test-drive-title">Book a {model.name} test drive</h2>
        {renderForm(MODEL_TEST_DRIVE)}
      </section>
    </div>
  );
}
