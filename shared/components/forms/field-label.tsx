import type { ReactNode } from 'react';

export interface FieldLabelProps {
  /** The control's id (a label); omitted for a legend. */
  htmlFor?: string;
  required: boolean;
  children: ReactNode;
  /** 'legend' heads a fieldset such as a checkbox group. */
  as?: 'label' | 'legend';
  className?: string;
}

/**
 * product rule 5.14: a required field's label ends in a red asterisk. The asterisk is hidden from
 * screen readers, which announce the control's own `required`; a fieldset cannot carry
 * `required`, so a legend says it in words they read.
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
  as = 'label',
  className,
}: FieldLabelProps) {
  const mark = required ? (
    <>
      {' '}
      <span className="form-field__required" aria-hidden="true">
        *
      </span>
      {as === 'legend' ? <span className="visually-hidden">(required)</span> : null}
    </>
  ) : null;
  const classes = ['form-field__label', className].filter(Boolean).join(' ');
  if (as === 'legend') {
    return (
      <legend className={classes}>
        {children}
        {mark}
      </legend>
    );
  }
  return (
    <label className={classes} htmlFor={htmlFor}>
      {children}
      {mark}
    </label>
  );
}
