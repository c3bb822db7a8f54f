import { describe, expect, it } from 'vitest';
import {
  subscribedEmailOf,
  subscribedSentence,
  subscribedState,
} from '#shared/forms/subscription.ts';

describe('the subscription confirmation', () => {
  it.each([
    [
      'sam@example.com',
      'Coastal Used Cars will email sam@example.com about new stock, offers and events.',
    ],
    [null, 'Coastal Used Cars will email you about new stock, offers and events.'],
  ])('with the address %s', (email, sentence) => {
    expect(subscribedSentence('Coastal Used Cars', email)).toBe(sentence);
  });

  it.each([
    [' sam@example.com ', 'sam@example.com'],
    ['', null],
    [undefined, null],
    [42, null],
  ])('the submitted email %o goes through navigation state as %o', (submitted, email) => {
    expect(subscribedEmailOf(subscribedState(submitted))).toBe(email);
  });

  it.each([[null], [{}], [{ subscribedEmail: 1 }], ['sam@example.com'], [{ keepFocus: true }]])(
    'other navigation state %o names no address',
    (state) => {
      expect(subscribedEmailOf(state)).toBeNull();
    },
  );
});
