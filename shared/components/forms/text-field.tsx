import { FIELD_UI } from '../../forms/field-ui.ts';
import { describedBy, useFieldId } from './field-ids.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldError, FieldHint, fieldClassName } from './field-messages.tsx';
import type { FieldProps } from './field-props.ts';

export interface TextFieldProps extends FieldProps {
  /** Controlled value; leave out (and use defaultValue) for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Textarea rows (the message field). */
  rows?: number;
}

/** A text input, or a textarea for multiline fields; type, keyboard and cap from FIELD_UI. */
export function TextField({
  name,
  formId,
  label,
  required = true,
  error,
  hint,
  disabled,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  rows = 4,
}: TextFieldProps) {
  const id = useFieldId(formId, name);
  const ui = FIELD_UI[name];
  const shared = {
    id,
    name,
    className: 'form-field__input',
    maxLength: ui.maxLength,
    autoComplete: ui.autoComplete,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint !== undefined),
    disabled,
    value,
    defaultValue,
    placeholder,
    onBlur,
  };
  return (
    <div className={fieldClassName(ui.control === 'textarea' ? 'textarea' : 'text', error)}>
      <FieldLabel htmlFor={id} required={required}>
        {label ?? ui.label}
      </FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      {ui.control === 'textarea' ? (
        <textarea
          {...shared}
          rows={rows}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        />
      ) : (
        <input
          {...shared}
          type={ui.type ?? 'text'}
          inputMode={ui.inputMode}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        />
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
