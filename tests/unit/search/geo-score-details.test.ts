import { expect, test } from 'vitest';
import { IndexStore } from '#server/search/engine/index/index-store.ts';
import { applySettingsUpdate } from '#server/search/engine/index/settings.ts';
import { runSearch } from '#server/search/engine/run-search.ts';

// Meilisearch's score_details: a geo sort is keyed by its target point, with the
// document's point and its distance (null for a document without `_geo`).
test('a geo sort shows in the ranking score details as Meilisearch names it', () => {
  const store = new IndexStore('shops', 'id', new Date(0).toISOString());
  store.applySettings(applySettingsUpdate(store.settings, { sortableAttributes: ['_geo'] }));
  store.put('near', { id: 'near', _geo: { lat: 48.8, lng: 2.3 } });
  store.put('none', { id: 'none' });

  const { hits } = runSearch(store, {
    sort: ['_geoPoint(48.8, 2.35):asc'],
    showRankingScoreDetails: true,
  });
  expect(hits.map((hit) => hit.id)).toEqual(['near', 'none']);
  const near = hits[0]!._rankingScoreDetails as Record<string, Record<string, unknown>>;
  const entry = near['_geoPoint(48.8, 2.35):asc']!;
  expect(entry.value).toEqual({ lat: 48.8, lng: 2.3 });
  expect(Math.round(entry.distance as number)).toBe(3662);
  const none = hits[1]!._rankingScoreDetails as Record<string, Record<string, unknown>>;
  expect(none['_geoPoint(48.8, 2.35):asc']).toMatchObject({ value: null, distance: null });
});
