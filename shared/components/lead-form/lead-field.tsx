import { FIELD_UI } from '../../forms/field-ui.ts';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import { CheckboxField } from '../forms/checkbox-field.tsx';
import { SelectField, type SelectOption } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { ConsentLabel } from './consent-label.tsx';

export interface LeadFieldProps {
  formId: string;
  name: LeadFieldName;
  required: boolean;
  value: unknown;
  error: string | undefined;
  /** Choices of a select field (category, location, dealership). */
  options?: readonly SelectOption[];
  onChange(name: LeadFieldName, value: unknown): void;
}

/** One visible field of a lead form, drawn by its FIELD_UI control. */
export function LeadField({
  formId,
  name,
  required,
  value,
  error,
  options,
  onChange,
}: LeadFieldProps) {
  const common = { formId, name, required, ...(error ? { error } : {}) };
  switch (FIELD_UI[name].control) {
    case 'checkbox':
      return (
        <CheckboxField
          {...common}
          {...(FIELD_UI[name].link ? { label: <ConsentLabel name={name} /> } : {})}
          checked={value === true}
          onChange={(checked) => onChange(name, checked)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={options ?? []}
          placeholder="Please select"
          value={value === undefined ? '' : String(value)}
          onChange={(next) => onChange(name, next)}
        />
      );
    case 'hidden':
      return null;
    default:
      return (
        <TextField
          {...common}
          value={value === undefined ? '' : String(value)}
          onChange={(next) => onChange(name, next)}
        />
      );
  }
}
