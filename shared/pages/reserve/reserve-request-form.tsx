import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LeadForm } from '../../components/lead-form/lead-form.tsx';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { carLeadPreset } from '../../leads/car-lead-preset.ts';
import type { ReserveCar } from '../../reserve/reserve-car.ts';
import { reserveEventId } from '../../reserve/reserve-event.ts';
import { reserveRequestSentPath } from '../../reserve/reservation-offer.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ReserveTermsField } from './reserve-terms-field.tsx';

export const RESERVE_FORM_ID = 'reserve-form';
export const SEND_REQUEST_LABEL = 'Send reservation request';

interface ReserveRequestFormProps {
  site: SiteData;
  car: ReserveCar;
  post: LeadFormPost;
}

/**
 * docs/payments.md, request mode: the details become a complete 'Reserve Online' lead (the server
 * adds the deposit) and the dealer calls to take the deposit. Without JavaScript it posts to
 * the page's own action.
 */
export function ReserveRequestForm({ site, car, post }: ReserveRequestFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const preset = useMemo(() => carLeadPreset(car), [car]);
  const eventId = reserveEventId(car);
  return (
    <LeadForm
      id={RESERVE_FORM_ID}
      kind="reserve"
      site={site}
      preset={preset}
      submitLabel={SEND_REQUEST_LABEL}
      eventId={eventId}
      sourcePage={pathname}
      post={post}
      renderField={(field) =>
        field.name === 'terms_conditions' ? (
          <ReserveTermsField
            formId={field.formId}
            checked={field.value === true}
            error={field.error}
            onChange={(checked) => field.onChange('terms_conditions', checked)}
          />
        ) : null
      }
      onSubmitted={(lead) =>
        afterLeadSubmitted({
          site,
          ...lead,
          car,
          to: reserveRequestSentPath(car.slug),
          navigate: (to) => void navigate(to),
        })
      }
    />
  );
}
