import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { SavableCar } from '../../saved-cars/saved-car.ts';
import { VEHICLE_CONDITIONS } from '../../trade-in/vehicle-condition.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { LeadField, type LeadFieldProps } from './lead-field.tsx';
import { LeadForm } from './lead-form.tsx';
import { locationSelectOptions } from './location-select-options.ts';
import { TradeInEstimate } from './trade-in-estimate.tsx';

const CONDITION_OPTIONS = VEHICLE_CONDITIONS.map((grade) => ({ value: grade, label: grade }));
const OPTIONS = { 'Vehicle Condition': CONDITION_OPTIONS };

// The estimate sits under the last vehicle field, where the shopper is when it appears.
function renderField(field: LeadFieldProps, values: Readonly<Record<string, unknown>>) {
  if (field.name !== 'Vehicle Condition') return null;
  return (
    <>
      <LeadField {...field} />
      <TradeInEstimate values={values} />
    </>
  );
}

/**
 * The trade-in valuation form; with a car, the lead names the dealer's car the shopper
 * trades towards. The online estimate shows as the vehicle is described; an old or
 * high-km vehicle gets the trade-in rule's note instead, and the enquiry still goes to
 * the team.
 */
export function TradeInForm({ car, post }: { car: SavableCar | null; post: LeadFormPost }) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const preset = useMemo(() => (car ? { car_id: car.id } : undefined), [car]);
  // A site with several locations shows (and requires) the location select: it needs its choices.
  const options = useMemo(() => ({ ...OPTIONS, ...locationSelectOptions(site) }), [site]);

  return (
    <section className="lead-form-section trade-in-form" aria-labelledby="trade-in-form-heading">
      <h2 id="trade-in-form-heading">Your vehicle</h2>
      <LeadForm
        id="trade-in-form"
        kind="trade-in"
        site={site}
        {...(preset ? { preset } : {})}
        options={options}
        renderField={renderField}
        submitLabel="Get My Valuation"
        sourcePage={pathname}
        post={post}
        onSubmitted={(lead) =>
          afterLeadSubmitted({ site, ...lead, car, navigate: (to) => void navigate(to) })
        }
      />
    </section>
  );
}
