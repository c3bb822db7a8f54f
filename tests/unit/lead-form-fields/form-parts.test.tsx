import { describe, expect, it, vi } from 'vitest';
import { ConditionalField } from '#shared/components/forms/conditional-field.tsx';
import { conditionHolds } from '#shared/components/forms/field-condition.ts';
import { focusFirstInvalid } from '#shared/components/forms/focus-first-invalid.ts';
import { FormErrorAlert } from '#shared/components/forms/form-error-alert.tsx';
import { HiddenField } from '#shared/components/forms/hidden-field.tsx';
import { TextField } from '#shared/components/forms/text-field.tsx';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { render } from './render.ts';

describe('HiddenField', () => {
  it('posts the page’s value as text', () => {
    const { root } = render(<HiddenField name="car_id" value={4821} />);
    const input = root.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('hidden');
    expect(input.getAttribute('name')).toBe('car_id');
    expect(input.getAttribute('value')).toBe('4821');
  });

  it('renders nothing without a value', () => {
    expect(render(<HiddenField name="stock_number" value={undefined} />).html).toBe('');
  });
});

describe('FormErrorAlert', () => {
  it('is an alert region, empty until there is a message', () => {
    const { root } = render(<FormErrorAlert />);
    const alert = root.querySelector('[role=alert]')!;
    expect(alert.classList.contains('form-error-alert')).toBe(true);
    expect(alert.text).toBe('');
  });

  it('shows the message in the product rules’s words', () => {
    const { root } = render(<FormErrorAlert message={LEAD_MESSAGES.unexpected} />);
    expect(root.querySelector('[role=alert]')!.text).toBe('An unexpected error occured');
  });

  it('takes focus only by script, unless a plain post’s answer focuses it as the page loads', () => {
    const quiet = render(<FormErrorAlert />).root.querySelector('[role=alert]')!;
    expect(quiet.getAttribute('tabindex')).toBeUndefined();
    const focusable = render(<FormErrorAlert focusable />).root.querySelector('[role=alert]')!;
    expect(focusable.getAttribute('tabindex')).toBe('-1');
    expect(focusable.hasAttribute('autofocus')).toBe(false);
    const answered = render(
      <FormErrorAlert autoFocus message={LEAD_MESSAGES.postcodeNotFound} />,
    ).root.querySelector('[role=alert]')!;
    expect(answered.getAttribute('tabindex')).toBe('-1');
    expect(answered.hasAttribute('autofocus')).toBe(true);
    expect(answered.text).toBe('Invalid postcode');
  });
});

describe('ConditionalField', () => {
  const rego = <TextField formId="f" name="Rego" required={false} />;

  it('renders its fields while another field has a value', () => {
    expect(
      render(
        <ConditionalField when={{ field: 'category' }} values={{ category: 'Service' }}>
          {rego}
        </ConditionalField>,
      ).html,
    ).toContain('name="Rego"');
    expect(
      render(
        <ConditionalField when={{ field: 'category' }} values={{ category: '' }}>
          {rego}
        </ConditionalField>,
      ).html,
    ).toBe('');
  });

  it('renders its fields while a predicate holds', () => {
    const when = (values: Readonly<Record<string, unknown>>) => values.category === 'Service';
    expect(
      render(
        <ConditionalField when={when} values={{ category: 'Service' }}>
          {rego}
        </ConditionalField>,
      ).html,
    ).not.toBe('');
    expect(
      render(
        <ConditionalField when={when} values={{ category: 'Sales' }}>
          {rego}
        </ConditionalField>,
      ).html,
    ).toBe('');
  });
});

describe('conditionHolds', () => {
  it('matches one of several values', () => {
    const when = { field: 'category', is: ['Service', 'Parts'] };
    expect(conditionHolds(when, { category: 'Parts' })).toBe(true);
    expect(conditionHolds(when, { category: 'Sales' })).toBe(false);
  });

  it('matches a value in a checked list', () => {
    expect(conditionHolds({ field: 'interests', is: 'used' }, { interests: ['new', 'used'] })).toBe(
      true,
    );
    expect(conditionHolds({ field: 'interests' }, { interests: [] })).toBe(false);
  });

  it('counts an unticked box as empty and a ticked one as filled', () => {
    expect(conditionHolds({ field: 'opt_in' }, { opt_in: false })).toBe(false);
    expect(conditionHolds({ field: 'opt_in' }, { opt_in: true })).toBe(true);
    expect(conditionHolds({ field: 'opt_in', is: false }, { opt_in: false })).toBe(true);
  });
});

describe('focusFirstInvalid', () => {
  function control(name: string, type = 'text', disabled = false) {
    return { name, type, disabled, focus: vi.fn() };
  }
  function form(...elements: ReturnType<typeof control>[]) {
    return { elements } as unknown as HTMLFormElement;
  }

  it('focuses the first control in DOM order whose field is in error', () => {
    const name = control('name');
    const email = control('email');
    const phone = control('phone');
    const focused = focusFirstInvalid(form(name, email, phone), {
      phone: LEAD_MESSAGES.phone,
      email: LEAD_MESSAGES.email,
    });
    expect(focused).toBe(email);
    expect(email.focus).toHaveBeenCalledOnce();
    expect(phone.focus).not.toHaveBeenCalled();
    expect(name.focus).not.toHaveBeenCalled();
  });

  it('passes over hidden and disabled controls, and answers null when none is left', () => {
    const car = control('car_id', 'hidden');
    const location = control('location', 'select-one', true);
    expect(focusFirstInvalid(form(car, location), { car_id: 'x', location: 'y' })).toBeNull();
    expect(car.focus).not.toHaveBeenCalled();
    expect(location.focus).not.toHaveBeenCalled();
  });

  it('ignores an error key on the prototype', () => {
    expect(focusFirstInvalid(form(control('toString')), {})).toBeNull();
  });
});
