import { describe, expect, test } from 'vitest';
import {
  calendarDate,
  matchesResults,
  selectPromoCards,
  shuffleDeterministically,
} from '#shared/listing/promo-cards.ts';
import type { PromoCard } from '#shared/tenant/tenant-config.ts';

function card(id: string, extra: Partial<PromoCard> = {}): PromoCard {
  return { id, src: `/tenant-assets/demo/${id}.svg`, alt: id, background: '#ffffff', ...extra };
}
const ids = (cards: PromoCard[]) => cards.map((c) => c.id);
// 10:00 on 20 March in Sydney, still 19 March in UTC.
const NOW = new Date('2025-03-19T23:00:00Z');
const ALL = ['new', 'used', 'demo'] as const;

describe('promo card date window', () => {
  test('dates are the dealer’s calendar day', () => {
    expect(calendarDate(NOW)).toBe('2025-03-20');
    expect(calendarDate(NOW, 'UTC')).toBe('2025-03-19');
  });

  test.each([
    [{}, true],
    [{ start: '2025-03-20' }, true],
    [{ start: '2025-03-21' }, false],
    [{ expiry: '2025-03-20' }, true],
    [{ expiry: '2025-03-19' }, false],
    [{ start: '2025-03-01', expiry: '2025-03-31' }, true],
  ])('window %o shown: %s', (window, shown) => {
    expect(selectPromoCards([card('a', window)], { now: NOW, carTypes: ALL })).toHaveLength(
      shown ? 1 : 0,
    );
  });
});

describe('promo card matching to the results’ car types', () => {
  test.each([
    ['no display list shows always', {}, ['used'], true],
    ['no display list, strict, never shows', { strictDisplay: true }, ['used'], false],
    ['display list overlapping the results', { display: ['new' as const] }, ['new', 'used'], true],
    ['display list not in the results', { display: ['new' as const] }, ['used'], false],
    [
      'strict: every result type in the list',
      { display: ['new' as const, 'demo' as const], strictDisplay: true },
      ['new', 'demo'],
      true,
    ],
    [
      'strict: a result type outside the list',
      { display: ['new' as const], strictDisplay: true },
      ['new', 'used'],
      false,
    ],
    ['strict: empty results', { display: ['new' as const], strictDisplay: true }, [], false],
  ] as const)('%s', (_name, rule, carTypes, shown) => {
    expect(matchesResults(rule, carTypes)).toBe(shown);
  });
});

describe('promo card order', () => {
  const cards = [
    card('free-1'),
    card('second', { position: 2 }),
    card('free-2'),
    card('first', { position: 0 }),
    card('free-3'),
    card('free-4'),
  ];

  test('positioned cards first by position, the others after in file order', () => {
    expect(ids(selectPromoCards(cards, { now: NOW, carTypes: ALL }))).toEqual([
      'first',
      'second',
      'free-1',
      'free-2',
      'free-3',
      'free-4',
    ]);
  });

  test('shuffled from a seed: the same seed gives the same order, positions stay first', () => {
    const a = ids(selectPromoCards(cards, { now: NOW, carTypes: ALL, shuffleSeed: 'req-1' }));
    const b = ids(selectPromoCards(cards, { now: NOW, carTypes: ALL, shuffleSeed: 'req-1' }));
    expect(a).toEqual(b);
    expect(a.slice(0, 2)).toEqual(['first', 'second']);
    expect([...a.slice(2)].sort()).toEqual(['free-1', 'free-2', 'free-3', 'free-4']);
  });

  test('different seeds give different orders', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((seed) => shuffleDeterministically(items, seed).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect(shuffleDeterministically(items, 'a')).not.toBe(items);
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('promo card rules together', () => {
  test('a card must be current and match the results; positions order what is left', () => {
    const cards = [
      card('expired-first', { position: 0, expiry: '2025-03-19' }),
      card('used-only', { position: 1, display: ['used'] }),
      card('new-offer', { position: 2, display: ['new'] }),
      card('strict-new', { display: ['new'], strictDisplay: true }),
      card('everywhere'),
      card('not-yet', { start: '2025-04-01' }),
    ];
    expect(ids(selectPromoCards(cards, { now: NOW, carTypes: ['used'] }))).toEqual([
      'used-only',
      'everywhere',
    ]);
    expect(ids(selectPromoCards(cards, { now: NOW, carTypes: ['new'] }))).toEqual([
      'new-offer',
      'strict-new',
      'everywhere',
    ]);
  });

  test('positioned cards sharing a position keep their file order', () => {
    const cards = [
      card('b', { position: 1 }),
      card('a', { position: 1 }),
      card('c', { position: 0 }),
    ];
    expect(ids(selectPromoCards(cards, { now: NOW, carTypes: ALL }))).toEqual(['c', 'b', 'a']);
  });
});
