import { describe, expect, it } from 'vitest';
import { FieldLabel } from '#shared/components/forms/field-label.tsx';
import { TextField } from '#shared/components/forms/text-field.tsx';
import { LEAD_FIELDS } from '#shared/leads/lead-fields.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { render } from './render.ts';

describe('FieldLabel', () => {
  it('ends a required label in a red asterisk hidden from screen readers', () => {
    const { root } = render(
      <FieldLabel htmlFor="f-name" required>
        First Name
      </FieldLabel>,
    );
    const label = root.querySelector('label')!;
    expect(label.getAttribute('for')).toBe('f-name');
    const mark = label.querySelector('.form-field__required')!;
    expect(mark.text).toBe('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no asterisk on an optional field', () => {
    const { root } = render(<FieldLabel required={false}>Rego</FieldLabel>);
    expect(root.querySelector('.form-field__required')).toBeNull();
  });

  it('says "required" in words in a legend, which has no control to carry it', () => {
    const { root } = render(
      <FieldLabel as="legend" required>
        Interests
      </FieldLabel>,
    );
    expect(root.querySelector('legend .visually-hidden')?.text).toBe('(required)');
  });
});

describe('TextField', () => {
  it('is required by default: asterisk, required and aria-required', () => {
    const { root } = render(<TextField formId="enquiry" name="name" defaultValue="" />);
    const input = root.querySelector('input')!;
    expect(input.id).toBe('enquiry-name');
    expect(input.getAttribute('name')).toBe('name');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('given-name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    const label = root.querySelector('label')!;
    expect(label.getAttribute('for')).toBe('enquiry-name');
    expect(label.text).toContain('First Name');
    expect(label.querySelector('.form-field__required')).not.toBeNull();
  });

  it('drops the asterisk and required attributes on an optional field', () => {
    const { root } = render(<TextField formId="f" name="Rego" required={false} />);
    const input = root.querySelector('input')!;
    expect(input.hasAttribute('required')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(root.querySelector('.form-field__required')).toBeNull();
  });

  it('wires an error to the input with aria-invalid and aria-describedby', () => {
    const { root } = render(
      <TextField formId="f" name="email" error={LEAD_MESSAGES.email} defaultValue="x@" />,
    );
    const input = root.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-email-error');
    const error = root.querySelector('#f-email-error')!;
    expect(error.text).toBe('invalid email address');
    expect(root.querySelector('.form-field')!.classList.contains('form-field--invalid')).toBe(true);
  });

  it('describes by the hint, then the error', () => {
    const { root } = render(
      <TextField
        formId="f"
        name="phone"
        hint="Mobile or landline"
        error={LEAD_MESSAGES.required}
      />,
    );
    expect(root.querySelector('input')!.getAttribute('aria-describedby')).toBe(
      'f-phone-hint f-phone-error',
    );
    expect(root.querySelector('#f-phone-error')!.text).toBe('*This is a required field.');
  });

  it('takes its maxLength, type and keyboard from the field', () => {
    const { root } = render(<TextField formId="f" name="postcode" />);
    const input = root.querySelector('input')!;
    expect(input.getAttribute('maxlength')).toBe(String(LEAD_FIELDS.postcode.max_length));
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    const phone = render(<TextField formId="f" name="phone" />).root.querySelector('input')!;
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('maxlength')).toBe('30');
  });

  it('renders the message as a textarea capped at its length', () => {
    const { root } = render(<TextField formId="f" name="message" />);
    expect(root.querySelector('input')).toBeNull();
    const textarea = root.querySelector('textarea')!;
    expect(textarea.getAttribute('maxlength')).toBe(String(LEAD_FIELDS.message.max_length));
    expect(textarea.hasAttribute('required')).toBe(true);
  });

  it('gives a field name with a space an id without one', () => {
    const { root } = render(<TextField formId="trade" name="Vehicle Year" />);
    const input = root.querySelector('input')!;
    expect(input.id).toBe('trade-vehicle-year');
    expect(input.getAttribute('name')).toBe('Vehicle Year');
    expect(root.querySelector('label')!.text).toContain('Year');
  });

  it('without a form id, still pairs label and input through useId', () => {
    const { root } = render(<TextField name="email" error="invalid email address" />);
    const input = root.querySelector('input')!;
    expect(input.id).not.toBe('');
    expect(root.querySelector('label')!.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
  });
});
