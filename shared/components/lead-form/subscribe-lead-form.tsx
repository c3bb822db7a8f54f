import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { LeadForm } from './lead-form.tsx';

/** The subscribe form's fields and submission: a chunk of its own (see subscribe-form.tsx). */
export function SubscribeLeadForm() {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <LeadForm
      id="subscribe-form"
      kind="subscribe"
      site={site}
      submitLabel="Subscribe"
      sourcePage={pathname}
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
      }
    />
  );
}
