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

export interface GeneralContactFormProps {
  post: LeadFormPost;
  /** Unique on the page; `general-contact-form` unless given. */
  id?: string;
  /** A page about one subject (/finance) presets its category: sent hidden, no select. */
  category?: (typeof GENERAL_ENQUIRY_CATEGORIES)[number];
}

/**
 * The site's general enquiry (/contact; /finance presets Finance Enquiry). Careers
 * Enquiry is one of the categories: the API stores it as General Enquiry / Career
 * Enquiry and answers event 51, which the form fires.
 */
export function GeneralContactForm({
  post,
  id = 'general-contact-form',
  category,
}: GeneralContactFormProps) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const places = useMemo(() => locationSelectOptions(site), [site]);
  const preset = useMemo(() => (category ? { category } : undefined), [category]);
  return (
    <LeadForm
      id={id}
      kind="general-enquiry"
      site={site}
      {...(preset ? { preset } : {})}
      options={{ category: CATEGORY_OPTIONS, ...places }}
      sourcePage={pathname}
      post={post}
      onSubmitted={(lead) =>
        afterLeadSubmitted({ site, ...lead, navigate: (to) => void navigate(to) })
      }
    />
  );
}
