import { describe, expect, it } from 'vitest';
import { CheckboxField } from '#shared/components/forms/checkbox-field.tsx';
import { CheckboxGroup } from '#shared/components/forms/checkbox-group.tsx';
import { toggleChecked } from '#shared/components/forms/checked-list.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { render } from './render.ts';

const INTERESTS = [
  { value: 'new', label: 'New cars' },
  { value: 'used', label: 'Used cars' },
  { value: 'service', label: 'Servicing' },
];

describe('CheckboxField', () => {
  it('is a required box labelled after it, posting true when ticked', () => {
    const { root } = render(
      <CheckboxField formId="fin" name="terms_agreed" error={LEAD_MESSAGES.required} />,
    );
    const input = root.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('checkbox');
    expect(input.getAttribute('value')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('fin-terms-agreed-error');
    const label = root.querySelector('label')!;
    expect(label.getAttribute('for')).toBe(input.id);
    expect(label.text).toContain('I have read and understood the Privacy Statement');
    expect(label.querySelector('.form-field__required')).not.toBeNull();
  });

  it('shows the opt-in ticked and optional', () => {
    const { root } = render(
      <CheckboxField formId="f" name="opt_in" required={false} defaultChecked />,
    );
    const input = root.querySelector('input')!;
    expect(input.hasAttribute('checked')).toBe(true);
    expect(input.hasAttribute('required')).toBe(false);
    expect(root.querySelector('.form-field__required')).toBeNull();
  });
});

describe('CheckboxGroup', () => {
  it('ticks the values of its checked list', () => {
    const { root } = render(
      <CheckboxGroup
        formId="f"
        name="interests"
        legend="Interested in"
        options={INTERESTS}
        checked={['service', 'new']}
        onChange={() => {}}
      />,
    );
    const boxes = root.querySelectorAll('input[type=checkbox]');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual([
      'interests',
      'interests',
      'interests',
    ]);
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([true, false, true]);
    expect(boxes.some((box) => box.hasAttribute('required'))).toBe(false);
    expect(root.querySelector('legend')!.text).toContain('Interested in');
    for (const box of boxes) {
      expect(root.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
    }
  });

  it('wires its error to the fieldset', () => {
    const { root } = render(
      <CheckboxGroup
        formId="f"
        name="interests"
        legend="Interested in"
        options={INTERESTS}
        checked={[]}
        error={LEAD_MESSAGES.required}
      />,
    );
    const fieldset = root.querySelector('fieldset')!;
    expect(fieldset.getAttribute('aria-describedby')).toBe('f-interests-error');
    expect(root.querySelector('#f-interests-error')!.text).toBe('*This is a required field.');
  });

  it('renders nothing without options', () => {
    const html = render(
      <CheckboxGroup name="interests" legend="Interested in" options={[]} checked={[]} />,
    ).html;
    expect(html).toBe('');
  });
});

describe('toggleChecked', () => {
  const order = INTERESTS.map((option) => option.value);

  it('adds a ticked value, keeping the options’ order', () => {
    expect(toggleChecked(['service'], 'new', true, order)).toEqual(['new', 'service']);
  });

  it('removes an unticked value', () => {
    expect(toggleChecked(['new', 'service'], 'new', false, order)).toEqual(['service']);
  });

  it('never lists a value twice', () => {
    expect(toggleChecked(['new'], 'new', true, order)).toEqual(['new']);
  });
});
