import { expect, test } from 'vitest';
import { selectPromoCards } from '#shared/listing/promo-cards.ts';
import { resultCarTypeCounts, resultCarTypes } from '#shared/listing/result-car-types.ts';

// The car_type facet as the engine answers a used-only search: the disjunctive facet's counts
// come from the search without its own refinement, so new and demo are still counted.
const USED_REFINED = [
  { name: 'new', count: 120, isRefined: false },
  { name: 'used', count: 80, isRefined: true },
  { name: 'demo', count: 15, isRefined: false },
];
const UNREFINED = [
  { name: 'new', count: 120, isRefined: false },
  { name: 'used', count: 80, isRefined: false },
  { name: 'demo', count: 0, isRefined: false },
];

test.each([
  ['a refined car type: only the refined values are in the results', USED_REFINED, { used: 80 }],
  ['no refinement: every value with cars', UNREFINED, { new: 120, used: 80 }],
  [
    'two refined values',
    USED_REFINED.map((value) => ({ ...value, isRefined: value.name !== 'used' })),
    { new: 120, demo: 15 },
  ],
  [
    'a refined value with no cars left (other filters) is not in the results',
    [{ name: 'demo', count: 0, isRefined: true }, ...UNREFINED.slice(0, 2)],
    {},
  ],
  ['no facet answer', [], {}],
])('%s', (_name, values, counts) => {
  expect(resultCarTypeCounts(values)).toEqual(counts);
  expect(resultCarTypes(values).sort()).toEqual(Object.keys(counts).sort());
});

test('a new-and-demo promo stays off a used-only page and shows on the whole stock', () => {
  const promo = {
    id: 'runout',
    src: '/tenant-assets/demo/runout.svg',
    alt: 'Runout',
    background: '#9b1b30',
    display: ['new' as const, 'demo' as const],
  };
  const now = new Date('2026-11-26T00:00:00Z');
  expect(selectPromoCards([promo], { now, carTypes: resultCarTypes(USED_REFINED) })).toEqual([]);
  expect(selectPromoCards([promo], { now, carTypes: resultCarTypes(UNREFINED) })).toEqual([promo]);
});
