import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import type { TypeaheadSuggestion } from '#shared/pages/listing/typeahead-client.ts';
import { TypeaheadListbox } from '#shared/pages/listing/typeahead-listbox.tsx';
import { initialTypeaheadState, typeaheadReducer } from '#shared/pages/listing/typeahead-state.ts';

function suggestion(id: number, overrides: Partial<TypeaheadSuggestion> = {}): TypeaheadSuggestion {
  return {
    id,
    slug: `2022-toyota-corolla-ascent-s${id}`,
    name: '2022 Toyota Corolla Ascent',
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    price: 25_990,
    price_type: 'Drive Away',
    primary_image_url: '/uploads/cars/1/front.jpg',
    simple_body: 'hatchback',
    ...overrides,
  };
}

function render(items: TypeaheadSuggestion[], active = -1) {
  let state = typeaheadReducer(initialTypeaheadState<TypeaheadSuggestion>(), {
    type: 'answered',
    items,
  });
  if (active >= 0) state = typeaheadReducer(state, { type: 'pointed', index: active });
  const html = renderToString(
    <TypeaheadListbox
      id="box"
      optionId={(index) => `box-${index}`}
      state={state}
      images={{ cdn_base: 'https://img.example.com.au' }}
      onPoint={() => {}}
      onPick={() => {}}
    />,
  );
  return parse(html).querySelectorAll('[role=option]');
}

describe('typeahead options', () => {
  test('each shows the name, a small lazy thumbnail and the price with its type when over 250', () => {
    const [option] = render([suggestion(1)]);
    expect(option!.querySelector('.typeahead__name')!.textContent).toBe(
      '2022 Toyota Corolla Ascent',
    );
    expect(option!.querySelector('.typeahead__price')!.textContent).toBe('$25,990 Drive Away');
    expect(option!.querySelector('img')!.getAttribute('src')).toBe(
      'https://img.example.com.au/uploads/cars/1/front.jpg?w=64&h=48&q=75&fit=crop&auto=format',
    );
    // Small, lazy and of a fixed size; alt="" as the name beside it says what it shows.
    expect(option!.querySelector('img')!.attributes).toMatchObject({
      alt: '',
      width: '64',
      height: '48',
      loading: 'lazy',
    });
  });

  test.each([0, 1, 250])('a price of %i is not shown', (price) => {
    const [option] = render([suggestion(1, { price })]);
    expect(option!.querySelector('.typeahead__price')).toBeNull();
    expect(option!.textContent).not.toContain('$');
  });

  test('a car without a photo shows its body picture', () => {
    const [option] = render([suggestion(1, { primary_image_url: '' })]);
    expect(option!.querySelector('img')!.getAttribute('src')).toMatch(
      /^\/images\/vehicles\/.*hatchback.*\.svg$/,
    );
  });

  test('a name missing from the hit is built from year, make, model and badge', () => {
    const [option] = render([suggestion(1, { name: '' })]);
    expect(option!.querySelector('.typeahead__name')!.textContent).toBe(
      '2022 Toyota Corolla Ascent',
    );
  });

  test('the active option is the one marked selected, with the id aria-activedescendant names', () => {
    const options = render([suggestion(1), suggestion(2), suggestion(3)], 1);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(options.map((option) => option.id)).toEqual(['box-0', 'box-1', 'box-2']);
  });
});
