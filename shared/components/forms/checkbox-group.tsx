import type { ReactNode } from 'react';
import { toggleChecked } from './checked-list.ts';
import { describedBy, useFieldId } from './field-ids.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldError, FieldHint, fieldClassName } from './field-messages.tsx';
import type { SelectOption } from './select-field.tsx';

export interface CheckboxGroupProps {
  /** Each ticked box posts one `name` entry. */
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  /** The ticked values. */
  checked: readonly string[];
  onChange?: (checked: string[]) => void;
  formId?: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * Several boxes under one legend. A required group has no `required` on its boxes (that
 * would demand every one); the legend says it and the form's validation checks the list.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  onChange,
  formId,
  required = true,
  error,
  hint,
  disabled,
}: CheckboxGroupProps) {
  const id = useFieldId(formId, name);
  if (options.length === 0) return null;
  const order = options.map((option) => option.value);
  return (
    <fieldset
      id={id}
      className={fieldClassName('checkbox-group', error)}
      aria-describedby={describedBy(id, error, hint !== undefined)}
      disabled={disabled}
    >
      <FieldLabel as="legend" required={required}>
        {legend}
      </FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      {options.map((option, index) => (
        <div className="form-field__choice" key={option.value}>
          <input
            id={`${id}-${index}`}
            name={name}
            type="checkbox"
            value={option.value}
            className="form-field__checkbox"
            checked={checked.includes(option.value)}
            readOnly={onChange === undefined}
            onChange={
              onChange &&
              ((event) =>
                onChange(toggleChecked(checked, option.value, event.currentTarget.checked, order)))
            }
          />
          <label htmlFor={`${id}-${index}`}>{option.label}</label>
        </div>
      ))}
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}
