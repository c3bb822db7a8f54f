import { describe, expect, test } from 'vitest';
import {
  activeSuggestion,
  initialTypeaheadState,
  suggestionCountText,
  typeaheadReducer,
  type TypeaheadAction,
  type TypeaheadState,
} from '#shared/pages/listing/typeahead-state.ts';

type State = TypeaheadState<string>;
const CARS = ['Corolla', 'Camry', 'RAV4'];

function run(...actions: TypeaheadAction<string>[]): State {
  return actions.reduce<State>(typeaheadReducer, initialTypeaheadState<string>());
}
const answered = (items = CARS): TypeaheadAction<string> => ({ type: 'answered', items });

describe('typeahead state', () => {
  test('starts closed with nothing active or announced (matches the server render)', () => {
    expect(run()).toEqual({
      items: [],
      isOpen: false,
      active: -1,
      isDismissed: false,
      announcement: '',
    });
  });

  test('an answer opens the list with no active option and announces the count', () => {
    const state = run({ type: 'typed' }, answered());
    expect(state).toMatchObject({ isOpen: true, active: -1, announcement: '3 suggestions' });
    expect(activeSuggestion(state)).toBeUndefined();
  });

  test('an empty answer keeps the list closed and says so', () => {
    expect(run({ type: 'typed' }, answered([]))).toMatchObject({
      isOpen: false,
      announcement: 'No suggestions',
    });
  });

  test.each([
    ['Down once', ['next'], 0],
    ['Down twice', ['next', 'next'], 1],
    ['Down past the last wraps to the first', ['next', 'next', 'next', 'next'], 0],
    ['Up with none active goes to the last', ['previous'], 2],
    ['Up from the first goes to the last', ['next', 'previous'], 2],
    ['Down then Up', ['next', 'next', 'previous'], 0],
  ] as const)('%s: active %i', (_name, keys, expected) => {
    const state = run(answered(), ...keys.map((type) => ({ type })));
    expect(state.active).toBe(expected);
    expect(activeSuggestion(state)).toBe(CARS[expected]);
  });

  test('Escape closes; an answer arriving later does not reopen; Down reopens at the first', () => {
    const closed = run(answered(), { type: 'next' }, { type: 'closed' });
    expect(closed).toMatchObject({ isOpen: false, active: -1, isDismissed: true });
    expect(activeSuggestion(closed)).toBeUndefined();
    const late = typeaheadReducer(closed, answered(['Hilux']));
    expect(late).toMatchObject({ isOpen: false, items: ['Hilux'] });
    expect(typeaheadReducer(late, { type: 'next' })).toMatchObject({ isOpen: true, active: 0 });
  });

  test('typing again clears the active option but keeps the list until the next answer', () => {
    const state = run(answered(), { type: 'next' }, { type: 'typed' });
    expect(state).toMatchObject({ isOpen: true, active: -1, items: CARS, announcement: '' });
    expect(activeSuggestion(state)).toBeUndefined();
  });

  test('typing after a dismissal lets the next answer open the list', () => {
    const state = run(answered(), { type: 'closed' }, { type: 'typed' }, answered(['Hilux']));
    expect(state).toMatchObject({ isOpen: true, items: ['Hilux'] });
  });

  test('text too short clears the suggestions', () => {
    expect(run(answered(), { type: 'cleared' })).toMatchObject({ items: [], isOpen: false });
  });

  test('arrows do nothing without suggestions', () => {
    const state = run({ type: 'next' }, { type: 'previous' });
    expect(state).toEqual(initialTypeaheadState());
  });

  test('the pointer makes an option active only within the open list', () => {
    expect(run(answered(), { type: 'pointed', index: 2 }).active).toBe(2);
    expect(run(answered(), { type: 'pointed', index: 3 }).active).toBe(-1);
    expect(run(answered(), { type: 'closed' }, { type: 'pointed', index: 1 }).active).toBe(-1);
  });

  test.each([
    [0, 'No suggestions'],
    [1, '1 suggestion'],
    [6, '6 suggestions'],
  ])('%i announced as %j', (count, text) => {
    expect(suggestionCountText(count)).toBe(text);
  });
});
