import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { LeadForm } from './lead-form.tsx';

/** issue 8: the footer's subscribe form (general-enquiry category, no message, no location). */
export function SubscribeForm() {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <section className="subscribe-form" aria-labelledby="subscribe-form-title">
      <h2 id="subscribe-form-title">Subscribe</h2>
      <p>Be the first to hear about new stock, offers and events.</p>
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
    </section>
  );
}
