import { useId } from 'react';

/** Ids in the DOM may not contain spaces: 'Vehicle Year' becomes 'vehicle-year'. */
export function fieldDomId(formId: string, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${formId}-${slug}`;
}

export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function fieldHintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/**
 * The field's id: from the form's id when given (readable in tests and analytics),
 * otherwise useId's, which the server and the hydrating browser agree on.
 */
export function useFieldId(formId: string | undefined, name: string): string {
  const generated = useId();
  return formId === undefined ? generated : fieldDomId(formId, name);
}

/** aria-describedby: the hint, then the error while there is one. */
export function describedBy(fieldId: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint ? fieldHintId(fieldId) : '', error ? fieldErrorId(fieldId) : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}
