import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import type { StepSkip } from '../../forms/multi-step/multi-step-state.ts';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import { LeadForm } from './lead-form.tsx';
import { locationSelectOptions } from './location-select-options.ts';

/**
 * Contact details first, so the lead exists (and staff can call back) even if
 * the shopper leaves; the car they want is optional and can be skipped; the
 * Privacy Statement box comes last, next to Submit.
 */
export const FINANCE_STEPS: readonly (readonly LeadFieldName[])[] = [
  ['name', 'last_name', 'email', 'phone'],
  ['Vehicle Make', 'Vehicle Model'],
  ['postcode', 'location', 'dealership_slug', 'message'],
  ['terms_agreed', 'terms_conditions', 'opt_in'],
];
export const FINANCE_SKIPS: readonly StepSkip[] = [{ from: 1, to: 2 }];

/** docs/leads.md: the finance pre-approval, four steps each saved as a partial lead. */
export function FinancePreApprovalForm() {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const places = useMemo(() => locationSelectOptions(site), [site]);
  return (
    <LeadForm
      id="finance-form"
      kind="finance"
      site={site}
      steps={FINANCE_STEPS}
      skips={FINANCE_SKIPS}
      options={places}
      submitLabel="Get Pre-Approved"
      sourcePage={pathname}
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
      }
    />
  );
}
