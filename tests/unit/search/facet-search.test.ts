import { describe, expect, test } from 'vitest';
import { IndexStore } from '#server/search/engine/index/index-store.ts';
import { applySettingsUpdate } from '#server/search/engine/index/settings.ts';
import { runFacetSearch } from '#server/search/engine/run-facet-search.ts';
import { prefixDistance } from '#server/search/engine/facets/match-facet-values.ts';
import { FacetHitCollector } from '#server/search/engine/facets/collect-facet-hits.ts';
import { isSearchError } from '#server/search/engine/search-error.ts';

const chars = (text: string) => Array.from(text);

describe('prefixDistance', () => {
  test.each([
    ['mazda', 'mazda', 0],
    ['maz', 'mazda', 0],
    ['mazad', 'mazda', 1],
    ['toyta', 'toyota', 1],
    ['xoyota', 'toyota', 1],
    ['hyndai', 'hyundai', 1],
    ['mitsubsihi', 'mitsubishi', 1],
    ['hundia', 'hyundai', 2],
  ])('%s against %s is %i', (query, value, expected) => {
    expect(prefixDistance(chars(query), value, 2)).toBe(expected);
  });

  test('gives up past the budget', () => {
    expect(prefixDistance(chars('kia'), 'toyota', 1)).toBeGreaterThan(1);
  });
});

describe('FacetHitCollector', () => {
  test('by alpha keeps the first values found', () => {
    const collector = new FacetHitCollector(2, 'alpha');
    for (const value of ['a', 'b', 'c']) collector.add({ value, count: 1 });
    expect(collector.open).toBe(false);
    expect(collector.hits().map((hit) => hit.value)).toEqual(['a', 'b']);
  });

  test('by count keeps the highest counts, a later equal count replacing the weakest', () => {
    const collector = new FacetHitCollector(2, 'count');
    collector.add({ value: 'a', count: 2 });
    collector.add({ value: 'b', count: 1 });
    collector.add({ value: 'c', count: 2 });
    collector.add({ value: 'd', count: 1 });
    // milli orders by count, then value, both descending.
    expect(collector.hits()).toEqual([
      { value: 'c', count: 2 },
      { value: 'a', count: 2 },
    ]);
  });

  test('keeps nothing with a cap of zero', () => {
    const collector = new FacetHitCollector(0, 'count');
    collector.add({ value: 'a', count: 1 });
    expect(collector.hits()).toEqual([]);
  });
});

describe('runFacetSearch', () => {
  const store = new IndexStore('cars', 'id', new Date(0).toISOString());
  store.applySettings(applySettingsUpdate(store.settings, { filterableAttributes: ['make'] }));
  store.put('1', { id: 1, make: 'Toyota' });
  store.put('2', { id: 2, make: 'toyota ' });
  store.put('3', { id: 3, make: 'Mazda' });

  test('counts spellings of one value together, shown as the first one', () => {
    expect(runFacetSearch(store, { facetName: 'make', facetQuery: 'toy' }).facetHits).toEqual([
      { value: 'Toyota', count: 2 },
    ]);
  });

  test('answers facet_search_disabled when the facetSearch setting is false', () => {
    const disabled = new IndexStore('off', 'id', new Date(0).toISOString());
    const settings = applySettingsUpdate(disabled.settings, { filterableAttributes: ['make'] });
    disabled.applySettings({ ...settings, facetSearch: false } as typeof settings);
    let caught: unknown;
    try {
      runFacetSearch(disabled, { facetName: 'make' });
    } catch (error) {
      caught = error;
    }
    expect(isSearchError(caught) && caught.toJSON()).toEqual({
      message: 'The facet search is disabled for this index',
      code: 'facet_search_disabled',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#facet_search_disabled',
    });
  });
});
