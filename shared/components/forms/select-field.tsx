import { FIELD_UI } from '../../forms/field-ui.ts';
import { describedBy, useFieldId } from './field-ids.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldError, FieldHint, fieldClassName } from './field-messages.tsx';
import type { FieldProps } from './field-props.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  /**
   * product rule 5.14: no options, no field (a site with one location shows no location
   * select).
   */
  options: readonly SelectOption[];
  /** A first, disabled option shown until the shopper picks ('Select a location'). */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

export function SelectField({
  name,
  formId,
  label,
  required = true,
  error,
  hint,
  disabled,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
}: SelectFieldProps) {
  const id = useFieldId(formId, name);
  if (options.length === 0) return null;
  // Without a value the browser would select the first enabled option, not the placeholder.
  const initial =
    value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue;
  return (
    <div className={fieldClassName('select', error)}>
      <FieldLabel htmlFor={id} required={required}>
        {label ?? FIELD_UI[name].label}
      </FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <select
        id={id}
        name={name}
        className="form-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint !== undefined)}
        disabled={disabled}
        value={value}
        defaultValue={initial}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
