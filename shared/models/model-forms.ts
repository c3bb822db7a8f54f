import type { LeadFormKind } from '../leads/lead-forms.ts';

/** The two forms of a model page (docs/content-pages.md), each at its own fragment. */
export interface ModelForm {
  fragment: 'enquire' | 'test-drive';
  kind: Extract<LeadFormKind, 'model-enquiry' | 'test-drive'>;
  /** Which button opened it, as the car page's enquiry says it; none for a test drive. */
  subcategory?: string;
  submitLabel: string;
}

export const MODEL_ENQUIRY: ModelForm = {
  fragment: 'enquire',
  kind: 'model-enquiry',
  subcategory: 'Enquire',
  submitLabel: 'Send Enquiry',
};

export const MODEL_TEST_DRIVE: ModelForm = {
  fragment: 'test-drive',
  kind: 'test-drive',
  submitLabel: 'Book Test Drive',
};

/**
 * Which form a plain post (no JavaScript) came from, so its messages and values go back
 * to that form only: the enquiry carries its subcategory, the test drive none.
 */
export function formOfPost(values: Readonly<Record<string, unknown>>): ModelForm {
  return values.subcategory === MODEL_ENQUIRY.subcategory ? MODEL_ENQUIRY : MODEL_TEST_DRIVE;
}
