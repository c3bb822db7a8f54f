import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { GENERAL_ENQUIRY_CATEGORIES } from '../../leads/lead-category.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { LeadForm } from './lead-form.tsx';
import { locationSelectOptions } from './location-select-options.ts';

const CATEGORY_OPTIONS = GENERAL_ENQUIRY_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/**
 * The site's general enquiry (/contact). Careers Enquiry is one of the
 * categories: the API stores it as General Enquiry / Career Enquiry and answers
 * event 51, which the form fires.
 */
export function GeneralContactForm({ post }: { post: LeadFormPost }) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const places = useMemo(() => locationSelectOptions(site), [site]);
  return (
    <LeadForm
      id="general-contact-form"
      kind="general-enquiry"
      site={site}
      options={{ category: CATEGORY_OPTIONS, ...places }}
      sourcePage={pathname}
      post={post}
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
      }
    />
  );
}
