import { expect, test } from 'vitest';
import { IndexStore } from '#server/search/engine/index/index-store.ts';
import { runSearch } from '#server/search/engine/run-search.ts';

// A match dropped by rankingScoreThreshold must not lend its rank to the kept
// ones: the kept hits keep the order a search without the threshold gives them.
test('the hits a ranking score threshold keeps stay in ranking order', () => {
  const store = new IndexStore('cars', 'id', new Date(0).toISOString());
  const docs = [
    { id: 'weak', title: 'red bicycle' },
    { id: 'best', title: 'red car' },
    { id: 'apart', title: 'red paint on the old car' },
  ];
  for (const doc of docs) store.put(doc.id, doc);

  const all = runSearch(store, { q: 'red car', showRankingScore: true });
  expect(all.hits.map((hit) => hit.id)).toEqual(['best', 'apart', 'weak']);
  const scores = all.hits.map((hit) => hit._rankingScore as number);
  const threshold = (scores[1]! + scores[2]!) / 2;

  const kept = runSearch(store, { q: 'red car', rankingScoreThreshold: threshold });
  expect(kept.hits.map((hit) => hit.id)).toEqual(['best', 'apart']);
  expect(kept.estimatedTotalHits).toBe(2);
});
