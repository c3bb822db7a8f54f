import type { ReactNode } from 'react';
import type { LeadFieldName } from '../../leads/lead-fields.ts';

/** What every visible lead field takes. */
export interface FieldProps {
  name: LeadFieldName;
  /** Prefix of the field's id; without it the id comes from useId. */
  formId?: string;
  /** Replaces the field's label from FIELD_UI. */
  label?: ReactNode;
  /** product rule 5.2: every field is required unless its form says otherwise. */
  required?: boolean;
  /** The field's message from validateLead, shown under it. */
  error?: string;
  /** Help text under the label, read after it. */
  hint?: ReactNode;
  disabled?: boolean;
}
