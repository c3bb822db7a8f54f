import { expect, test } from 'vitest';
import { displayedHitCount, LARGE_HIT_COUNT } from '#shared/pages/listing/hit-count.ts';

const counts = { new: 1500, used: 1200, demo: 300 };

test('up to 1999 hits the engine’s own count is shown', () => {
  expect(LARGE_HIT_COUNT).toBe(1999);
  for (const nbHits of [0, 21, 1999]) {
    expect(
      displayedHitCount({ nbHits, carTypeCounts: counts, source: 'facets', newStock: 9 }),
    ).toBe(nbHits);
  }
});

test('product rule 9.6: over 1999 hits the count is summed from the car type facet', () => {
  expect(
    displayedHitCount({ nbHits: 2000, carTypeCounts: counts, source: 'facets', newStock: 9 }),
  ).toBe(3000);
  // Never below what the engine itself counted.
  expect(
    displayedHitCount({ nbHits: 2000, carTypeCounts: { new: 10 }, source: 'facets', newStock: 9 }),
  ).toBe(2000);
});

test('the new-stock variant shows the site’s new-stock count instead', () => {
  expect(
    displayedHitCount({ nbHits: 2000, carTypeCounts: counts, source: 'new-stock', newStock: 2750 }),
  ).toBe(2750);
});
