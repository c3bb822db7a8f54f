import { FIELD_UI } from '../../forms/field-ui.ts';
import { describedBy, useFieldId } from './field-ids.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldError, FieldHint, fieldClassName } from './field-messages.tsx';
import type { FieldProps } from './field-props.ts';

export interface CheckboxFieldProps extends FieldProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** One box (opt_in, terms_conditions, terms_agreed); a ticked box posts 'true'. */
export function CheckboxField({
  name,
  formId,
  label,
  required = true,
  error,
  hint,
  disabled,
  checked,
  defaultChecked,
  onChange,
}: CheckboxFieldProps) {
  const id = useFieldId(formId, name);
  return (
    <div className={fieldClassName('checkbox', error)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value="true"
        className="form-field__checkbox"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint !== undefined)}
        disabled={disabled}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange && ((event) => onChange(event.currentTarget.checked))}
      />
      <FieldLabel htmlFor={id} required={required}>
        {label ?? FIELD_UI[name].label}
      </FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
