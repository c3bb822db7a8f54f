import { describe, expect, it } from 'vitest';
import { SelectField } from '#shared/components/forms/select-field.tsx';
import { render } from './render.ts';

const LOCATIONS = [
  { value: '11', label: 'Bayside Mazda Brighton' },
  { value: '12', label: 'Bayside Mazda Moorabbin' },
];

describe('SelectField', () => {
  it('renders nothing when there are no options', () => {
    expect(render(<SelectField formId="f" name="location" options={[]} />).html).toBe('');
  });

  it('shows a disabled placeholder, selected until the shopper picks', () => {
    const { root } = render(
      <SelectField
        formId="f"
        name="location"
        options={LOCATIONS}
        placeholder="Select a location"
      />,
    );
    const [placeholder, ...rest] = root.querySelectorAll('option');
    expect(placeholder!.text).toBe('Select a location');
    expect(placeholder!.getAttribute('value')).toBe('');
    expect(placeholder!.hasAttribute('disabled')).toBe(true);
    expect(placeholder!.hasAttribute('selected')).toBe(true);
    expect(rest.map((option) => option.getAttribute('value'))).toEqual(['11', '12']);
  });

  it('has no placeholder unless asked, and selects the given value', () => {
    const { root } = render(
      <SelectField formId="f" name="location" options={LOCATIONS} defaultValue="12" />,
    );
    const options = root.querySelectorAll('option');
    expect(options).toHaveLength(2);
    expect(options[1]!.hasAttribute('selected')).toBe(true);
  });

  it('is labelled, required and wired to its error', () => {
    const { root } = render(
      <SelectField
        formId="f"
        name="dealership_slug"
        options={LOCATIONS}
        error="*This is a required field."
      />,
    );
    const select = root.querySelector('select')!;
    expect(select.id).toBe('f-dealership-slug');
    expect(root.querySelector('label')!.getAttribute('for')).toBe('f-dealership-slug');
    expect(root.querySelector('label')!.text).toContain('Dealership');
    expect(select.hasAttribute('required')).toBe(true);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('f-dealership-slug-error');
    expect(root.querySelector('#f-dealership-slug-error')!.text).toBe('*This is a required field.');
  });
});
