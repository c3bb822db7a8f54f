import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { SavableCar } from '../../saved-cars/saved-car.ts';
import { NO_ONLINE_ESTIMATE_NOTE, onlineEstimate } from '../../trade-in/online-estimate.ts';
import { VEHICLE_CONDITIONS } from '../../trade-in/vehicle-condition.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { LeadForm } from './lead-form.tsx';
import { locationSelectOptions } from './location-select-options.ts';

const CONDITION_OPTIONS = VEHICLE_CONDITIONS.map((grade) => ({ value: grade, label: grade }));
const OPTIONS = { 'Vehicle Condition': CONDITION_OPTIONS };

/**
 * The trade-in valuation form; with a car, the lead names the dealer's car the
 * shopper trades towards. An old or high-km vehicle gets the spec 9 note, and
 * the enquiry still goes to the team.
 */
export function TradeInForm({ car, post }: { car: SavableCar | null; post: LeadFormPost }) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [typed, setTyped] = useState<{ year?: string; km?: string }>({});
  const estimate = onlineEstimate(typed, new Date());
  const preset = useMemo(() => (car ? { car_id: car.id } : undefined), [car]);
  // A site with several locations shows (and requires) the location select: it needs its choices.
  const options = useMemo(() => ({ ...OPTIONS, ...locationSelectOptions(site) }), [site]);

  // LeadForm keeps its values to itself: the year and km are read as they bubble up.
  function watch(event: FormEvent<HTMLDivElement>) {
    const { name, value } = event.target as HTMLInputElement;
    if (name === 'Vehicle Year') setTyped((current) => ({ ...current, year: value }));
    if (name === 'Vehicle Kms') setTyped((current) => ({ ...current, km: value }));
  }

  return (
    <section className="lead-form-section trade-in-form" aria-labelledby="trade-in-form-heading">
      <h2 id="trade-in-form-heading">Your vehicle</h2>
      <p className="trade-in-form__note" role="status">
        {estimate === 'unavailable' ? NO_ONLINE_ESTIMATE_NOTE : null}
      </p>
      <div onChange={watch}>
        <LeadForm
          id="trade-in-form"
          kind="trade-in"
          site={site}
          {...(preset ? { preset } : {})}
          options={options}
          submitLabel="Get My Valuation"
          sourcePage={pathname}
          post={post}
          onSubmitted={(lead) =>
            afterLeadSubmitted({ site, ...lead, car, navigate: (to) => void navigate(to) })
          }
        />
      </div>
    </section>
  );
}
