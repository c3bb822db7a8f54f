import type { PresetValues } from '../../forms/lead-form-plan.ts';
import { carLeadPreset } from '../../leads/car-lead-preset.ts';
import type { LeadFormKind } from '../../leads/lead-forms.ts';
import { canBookTestDrive, isEnquirable } from '../../listing/card-actions.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { CarDetail } from '../../car/car-detail.ts';

/** The page fragments that open a form (car-actions.ts, card-actions.ts). */
export const CAR_FORM_FRAGMENTS = [
  'enquire',
  'question',
  'finance',
  'test-drive',
  'find-similar',
] as const;

export type CarFormFragment = (typeof CAR_FORM_FRAGMENTS)[number];

export interface CarForm {
  fragment: CarFormFragment;
  kind: LeadFormKind;
  /** The form's heading, naming the car by its kind ('this truck'; product rule 9.12). */
  heading: (car: string) => string;
  submitLabel: string;
  /** The vehicle enquiry's subcategory: which button opened it. */
  subcategory?: string;
}

export const CAR_FORMS: Readonly<Record<CarFormFragment, CarForm>> = {
  enquire: {
    fragment: 'enquire',
    kind: 'vehicle-enquiry',
    heading: (car) => `Enquire about this ${car}`,
    submitLabel: 'Send Enquiry',
    subcategory: 'Enquire',
  },
  question: {
    fragment: 'question',
    kind: 'vehicle-enquiry',
    heading: () => 'Got a question?',
    submitLabel: 'Ask Question',
    subcategory: 'Got a Question?',
  },
  finance: {
    fragment: 'finance',
    kind: 'vehicle-enquiry',
    heading: (car) => `Get finance for this ${car}`,
    submitLabel: 'Send Enquiry',
    subcategory: 'Get Finance',
  },
  'test-drive': {
    fragment: 'test-drive',
    kind: 'test-drive',
    heading: () => 'Book a test drive',
    submitLabel: 'Book Test Drive',
  },
  'find-similar': {
    fragment: 'find-similar',
    kind: 'find-similar',
    heading: () => 'Find me something similar',
    submitLabel: 'Send Request',
  },
};

/** The forms this car offers, the page's default first: a sold car only finds similar ones. */
export function carForms(
  car: Pick<CarDetail, 'sold' | 'status'>,
  site: Pick<SiteData, 'features'>,
): CarFormFragment[] {
  if (!isEnquirable(car)) return ['find-similar'];
  return CAR_FORM_FRAGMENTS.filter((fragment) => {
    if (fragment === 'finance') return site.features.finance;
    if (fragment === 'test-drive') return canBookTestDrive(car);
    return true;
  });
}

/** The form a URL fragment ('#test-drive') opens, if this car offers it. */
export function formForHash(
  hash: string,
  offered: readonly CarFormFragment[],
): CarFormFragment | undefined {
  const fragment = decodeURIComponent(hash.replace(/^#/, ''));
  return offered.find((candidate) => candidate === fragment);
}

/** Hidden values every form of the page sends: the car, its location and dealership. */
export function carPreset(car: CarDetail, form: CarForm): PresetValues {
  return { ...carLeadPreset(car), ...(form.subcategory ? { subcategory: form.subcategory } : {}) };
}
