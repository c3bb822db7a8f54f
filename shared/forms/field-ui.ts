import { LEAD_FIELDS, type LeadFieldName } from '../leads/lead-fields.ts';
import type { ContentPageConsent } from '../tenant/tenant-config.ts';

/** Which building block shows a field (shared/components/forms). */
export type FieldControl = 'input' | 'textarea' | 'select' | 'checkbox' | 'hidden';

export type FieldInputType = 'text' | 'email' | 'tel' | 'datetime-local';

export type FieldInputMode = 'text' | 'email' | 'tel' | 'numeric';

/** How a lead field looks and behaves in a form. */
export interface FieldUi {
  label: string;
  control: FieldControl;
  /** The input's type attribute (control 'input'). */
  type?: FieldInputType;
  inputMode?: FieldInputMode;
  /** An autocomplete token; 'off' where the browser's memory would only get in the way. */
  autoComplete?: string;
  /** Filled by the page (the car, the page id), never typed. */
  hidden: boolean;
  /** Words of the label that link to the site's content page with this consent (docs/content-pages.md). */
  link?: { words: string; consent: ContentPageConsent };
  /** LEAD_FIELDS' cap, so the input never lets through what the API refuses. */
  maxLength: number;
}

type FieldUiFacts = Omit<FieldUi, 'hidden' | 'maxLength'>;

const HIDDEN = { control: 'hidden' } as const;
const OFF = { control: 'input', type: 'text', autoComplete: 'off' } as const;
// Years and kilometres: type="number" would drop '45,000' and spin on scroll.
const NUMERIC = { ...OFF, inputMode: 'numeric' } as const;

const FACTS: Readonly<Record<LeadFieldName, FieldUiFacts>> = {
  name: { label: 'First Name', control: 'input', type: 'text', autoComplete: 'given-name' },
  last_name: { label: 'Last Name', control: 'input', type: 'text', autoComplete: 'family-name' },
  email: {
    label: 'Email',
    control: 'input',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  phone: { label: 'Phone', control: 'input', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  postcode: {
    label: 'Postcode',
    control: 'input',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  message: { label: 'Message', control: 'textarea', autoComplete: 'off' },
  category: { label: 'Enquiry Type', control: 'select' },
  // Which button opened the form ('Enquire', 'Get Finance'): set by the page.
  subcategory: { label: 'Enquiry', ...HIDDEN },
  opt_in: { label: 'Keep me up to date with offers and news', control: 'checkbox' },
  dealership_slug: { label: 'Dealership', control: 'select' },
  location: { label: 'Location', control: 'select' },
  Rego: { label: 'Rego', ...OFF },
  car_id: { label: 'Car', ...HIDDEN },
  stock_number: { label: 'Stock Number', ...HIDDEN },
  'Vehicle Make': { label: 'Make', ...OFF },
  'Vehicle Model': { label: 'Model', ...OFF },
  'Vehicle Year': { label: 'Year', ...NUMERIC },
  'Vehicle Kms': { label: 'Kilometres', ...NUMERIC },
  // A few grades (shared/trade-in/vehicle-condition.ts), offered by the trade-in form.
  'Vehicle Condition': { label: 'Condition', control: 'select' },
  car_type: { label: 'Car Type', ...HIDDEN },
  vehicle_status: { label: 'Vehicle Status', ...HIDDEN },
  manufacturer_slug: { label: 'Manufacturer', ...HIDDEN },
  page_id: { label: 'Page', ...HIDDEN },
  // Booking forms may offer the location's slots as selects instead (shared/hours).
  dateTime: { label: 'Preferred Date', control: 'input', type: 'datetime-local' },
  terms_conditions: {
    label: 'I agree to the terms of use',
    control: 'checkbox',
    link: { words: 'terms of use', consent: 'terms' },
  },
  terms_agreed: {
    label: 'I have read and understood the Privacy Statement',
    control: 'checkbox',
    link: { words: 'Privacy Statement', consent: 'privacy' },
  },
};

export const FIELD_UI: Readonly<Record<LeadFieldName, FieldUi>> = Object.fromEntries(
  (Object.keys(FACTS) as LeadFieldName[]).map((name) => [
    name,
    {
      ...FACTS[name],
      hidden: FACTS[name].control === 'hidden',
      maxLength: LEAD_FIELDS[name].max_length,
    },
  ]),
) as Record<LeadFieldName, FieldUi>;
