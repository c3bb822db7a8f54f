import type { LeadFieldErrors } from '../../leads/validate-lead.ts';

interface FormControl {
  name?: string;
  type?: string;
  disabled?: boolean;
  focus?: () => void;
}

/**
 * Browser only, after a failed submit: focuses the first control, in the form's DOM order,
 * whose field has an error, so its message (aria-describedby) is read. Hidden and disabled
 * controls are passed over. Returns the focused control, or null.
 */
export function focusFirstInvalid(
  form: Pick<HTMLFormElement, 'elements'>,
  fieldErrors: LeadFieldErrors,
): Element | null {
  for (const element of Array.from(form.elements)) {
    const control = element as FormControl;
    if (!control.name || !Object.hasOwn(fieldErrors, control.name)) continue;
    if (control.type === 'hidden' || control.disabled || !control.focus) continue;
    control.focus();
    return element;
  }
  return null;
}
