import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { GENERAL_ENQUIRY_CATEGORIES } from '../../leads/lead-category.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import { LeadForm, type LeadFormProps } from './lead-form.tsx';

const CATEGORY_OPTIONS = GENERAL_ENQUIRY_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/** The general enquiry form of a location's contact page, addressed to that location. */
export interface LocationContactFormProps {
  location: Location;
  /** The page's key for a plain post, and that post's answer when it failed. */
  post: NonNullable<LeadFormProps['post']>;
}

export function LocationContactForm({ location, post }: LocationContactFormProps) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <section className="lead-form-section" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us an enquiry</h2>
      <LeadForm
        id="contact-form"
        kind="general-enquiry"
        site={site}
        preset={{ location: location.id, dealership_slug: location.dealership_slug }}
        options={{ category: CATEGORY_OPTIONS }}
        sourcePage={pathname}
        post={post}
        onSubmitted={(lead) =>
          afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
        }
      />
    </section>
  );
}
