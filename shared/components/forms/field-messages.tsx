import type { ReactNode } from 'react';
import { fieldErrorId, fieldHintId } from './field-ids.ts';

export function FieldHint({ fieldId, hint }: { fieldId: string; hint?: ReactNode }) {
  if (hint === undefined || hint === null) return null;
  return (
    <p className="form-field__hint" id={fieldHintId(fieldId)}>
      {hint}
    </p>
  );
}

/**
 * The field's message, referenced by the control's aria-describedby: read when the
 * shopper (or focusFirstInvalid) lands on the field.
 */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="form-field__error" id={fieldErrorId(fieldId)}>
      {error}
    </p>
  );
}

export function fieldClassName(kind: string, error?: string): string {
  return ['form-field', `form-field--${kind}`, error ? 'form-field--invalid' : '']
    .filter(Boolean)
    .join(' ');
}
