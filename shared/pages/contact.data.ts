import { leadFormKey } from '../forms/lead-form-action.ts';

/** /contact: the key of its enquiry form's plain post. */
export function loadContact() {
  return { leadFormKey: leadFormKey() };
}
