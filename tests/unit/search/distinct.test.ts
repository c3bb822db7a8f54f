import { describe, expect, test } from 'vitest';
import { IndexStore } from '#server/search/engine/index/index-store.ts';
import { applySettingsUpdate } from '#server/search/engine/index/settings.ts';
import { runSearch } from '#server/search/engine/run-search.ts';

function storeWith(docs: Array<Record<string, unknown>>, distinctAttribute: string) {
  const store = new IndexStore('cars', 'id', new Date(0).toISOString());
  store.applySettings(applySettingsUpdate(store.settings, { distinctAttribute }));
  for (const doc of docs) store.put(String(doc.id), doc);
  return store;
}

const ids = (hits: Array<Record<string, unknown>>) => hits.map((hit) => hit.id);

describe('distinct', () => {
  test('groups numbers by value, and keeps every document without one', () => {
    const store = storeWith(
      [
        { id: 1, year: 2020 },
        { id: 2, year: 2021 },
        { id: 3, year: 2020 },
        { id: 4 },
        { id: 5, year: 2021.0 },
        { id: 6 },
      ],
      'year',
    );
    const result = runSearch(store, { page: 1, hitsPerPage: 10 });
    expect(ids(result.hits)).toEqual([1, 2, 4, 6]);
    expect(result.totalHits).toBe(4);
  });

  test('a kept document excludes every document sharing any of its values', () => {
    const store = storeWith(
      [
        { id: 1, tags: ['a', 'b'] },
        { id: 2, tags: ['b'] },
        { id: 3, tags: ['c'] },
        { id: 4, tags: ['C', 'd'] },
        { id: 5, tags: ['d'] },
      ],
      'tags',
    );
    // 1 excludes 2 (b); 3 excludes 4 (c, case-folded); 5 shares d only with the excluded 4.
    const result = runSearch(store, { page: 1, hitsPerPage: 10 });
    expect(ids(result.hits)).toEqual([1, 3, 5]);
    expect(result.totalHits).toBe(3);
  });

  test('follows updates and deletions of the distinct attribute', () => {
    const store = storeWith(
      [
        { id: 1, model: 'x' },
        { id: 2, model: 'x' },
        { id: 3, model: 'y' },
      ],
      'model',
    );
    store.put('1', { id: 1, model: 'z' });
    expect(ids(runSearch(store, { limit: 10 }).hits)).toEqual([1, 2, 3]);
    store.delete('2');
    store.put('3', { id: 3, model: 'z' });
    expect(ids(runSearch(store, { limit: 10 }).hits)).toEqual([1]);
  });
});
