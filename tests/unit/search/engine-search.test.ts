import { beforeAll, describe, expect, test } from 'vitest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import type { SearchEngine, SearchParams } from '#server/search/engine/types.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

const cars = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Corolla',
    body: 'Sedan',
    price: 20000,
    year: 2019,
    rank: 5,
    features: ['Bluetooth', 'Camera'],
    description:
      'A reliable Toyota Corolla sedan with low km and one careful owner from new in the city',
  },
  {
    id: 2,
    make: 'Toyota',
    model: 'Hilux',
    body: 'Ute',
    price: 45000,
    year: 2022,
    rank: 9,
    features: ['Towbar'],
    description: 'Toyota Hilux workhorse',
  },
  {
    id: 3,
    make: 'Honda',
    model: 'Civic',
    body: 'Sedan',
    price: 22000,
    year: 2020,
    rank: 1,
    features: ['Camera'],
    description: 'Honda Civic, sporty',
  },
  {
    id: 4,
    make: 'Ford',
    model: 'Ranger',
    body: 'Ute',
    price: 52000,
    year: 2023,
    rank: 7,
    features: [],
    description: 'Ford Ranger Wildtrak',
  },
  {
    id: 5,
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    year: 2018,
    rank: 3,
    features: ['Camera', 'Bluetooth'],
    description: 'Mazda SUV, price on request',
  },
];

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return error.code;
    throw error;
  }
  throw new Error('expected a SearchError');
}

let engine: SearchEngine;
const ids = (params: SearchParams) => engine.search('cars', params).hits.map((hit) => hit.id);

beforeAll(async () => {
  engine = createSearchEngine();
  engine.addDocuments('cars', cars, { mode: 'replace' });
  engine.updateSettings('cars', {
    searchableAttributes: ['make', 'model', 'description'],
    filterableAttributes: ['make', 'body', 'price', 'year', 'features'],
    sortableAttributes: ['price', 'year', 'make'],
  });
  await engine.waitForTasks();
});

describe('response shape', () => {
  test('limit/offset mode', () => {
    const response = engine.search('cars', { q: 'toyota', limit: 1 });
    expect(Object.keys(response).sort()).toEqual(
      ['estimatedTotalHits', 'hits', 'limit', 'offset', 'processingTimeMs', 'query'].sort(),
    );
    expect(response).toMatchObject({ query: 'toyota', limit: 1, offset: 0, estimatedTotalHits: 2 });
    expect(response.hits).toHaveLength(1);
  });

  test('page mode', () => {
    const response = engine.search('cars', { hitsPerPage: 2, page: 2 });
    expect(response).toMatchObject({ hitsPerPage: 2, page: 2, totalHits: 5, totalPages: 3 });
    expect(response).not.toHaveProperty('estimatedTotalHits');
    expect(response.hits.map((hit) => hit.id)).toEqual([3, 4]);
    expect(engine.search('cars', { page: 4, hitsPerPage: 2 }).hits).toEqual([]);
    expect(engine.search('cars', { page: 0 }).hits).toEqual([]);
  });

  test('placeholder search lists documents in insertion order', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ offset: 3 })).toEqual([4, 5]);
  });

  test('unknown index', () => {
    expect(codeOf(() => engine.search('nope', {}))).toBe('index_not_found');
  });
});

describe('filter', () => {
  test('string and array forms', () => {
    expect(ids({ filter: 'make = Toyota AND price > 30000' })).toEqual([2]);
    expect(ids({ filter: [['body = Ute', 'body = SUV'], 'year >= 2020'] })).toEqual([2, 4]);
    expect(ids({ filter: 'features = camera' })).toEqual([1, 3, 5]);
    expect(ids({ filter: 'price NOT EXISTS' })).toEqual([5]);
    expect(ids({ q: 'sporty', filter: 'make = Honda' })).toEqual([3]);
    expect(ids({ q: 'sporty', filter: 'make = Toyota' })).toEqual([]);
  });

  test('errors', () => {
    expect(codeOf(() => engine.search('cars', { filter: 'model = Civic' }))).toBe(
      'invalid_search_filter',
    );
    expect(codeOf(() => engine.search('cars', { filter: 'price >' }))).toBe(
      'invalid_search_filter',
    );
  });
});

describe('facets', () => {
  test('distribution over every match and numeric stats', () => {
    const response = engine.search('cars', { facets: ['make', 'price', 'features'], limit: 1 });
    expect(response.facetDistribution).toEqual({
      make: { Ford: 1, Honda: 1, Mazda: 1, Toyota: 2 },
      price: { '20000': 1, '22000': 1, '45000': 1, '52000': 1 },
      features: { Bluetooth: 2, Camera: 3, Towbar: 1 },
    });
    expect(response.facetStats).toEqual({ price: { min: 20000, max: 52000 } });
  });

  test('facets follow the query and the filter', () => {
    const response = engine.search('cars', {
      q: 'toyota',
      facets: ['body'],
      filter: 'year > 2019',
    });
    expect(response.facetDistribution).toEqual({ body: { Ute: 1 } });
    expect(response).not.toHaveProperty('facetStats');
  });

  test("'*' means every filterable attribute; others are refused", () => {
    const response = engine.search('cars', { facets: ['*'], limit: 0 });
    expect(Object.keys(response.facetDistribution!).sort()).toEqual([
      'body',
      'features',
      'make',
      'price',
      'year',
    ]);
    expect(codeOf(() => engine.search('cars', { facets: ['model'] }))).toBe(
      'invalid_search_facets',
    );
  });
});

describe('sort and ranking', () => {
  test('numbers numerically, strings alphabetically, missing values last', () => {
    expect(ids({ sort: ['price:asc'] })).toEqual([1, 3, 2, 4, 5]);
    expect(ids({ sort: ['price:desc'] })).toEqual([4, 2, 3, 1, 5]);
    expect(ids({ sort: ['make:asc', 'year:desc'] })).toEqual([4, 3, 5, 2, 1]);
  });

  test('sort with a query sits where the sort rule sits', () => {
    // Default rules: words before sort, so the match with both words comes first.
    expect(ids({ q: 'toyota sedan', sort: ['price:desc'] })).toEqual([1, 2]);
    // Equal relevance: sort decides.
    expect(ids({ q: 'toyota', sort: ['price:desc'] })).toEqual([2, 1]);
    expect(ids({ q: 'toyota', sort: ['price:asc'] })).toEqual([1, 2]);
  });

  test('a bounded page is the start of the full order', () => {
    expect(ids({ sort: ['year:asc'], limit: 2, offset: 1 })).toEqual([1, 3]);
  });

  test('sort errors', () => {
    expect(codeOf(() => engine.search('cars', { sort: ['model:asc'] }))).toBe(
      'invalid_search_sort',
    );
    expect(codeOf(() => engine.search('cars', { sort: ['price'] }))).toBe('invalid_search_sort');
  });

  test('relevance: exact and fewer typos first', () => {
    expect(ids({ q: 'civic' })).toEqual([3]);
    expect(ids({ q: 'civik' })).toEqual([3]);
    expect(ids({ q: 'ranger ford' })[0]).toBe(4);
  });
});

describe('ranking rules setting', () => {
  test('custom rules and sort before relevance', async () => {
    const local = createSearchEngine();
    local.addDocuments('cars', cars, { mode: 'replace' });
    local.updateSettings('cars', {
      sortableAttributes: ['price'],
      rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'rank:desc'],
    });
    await local.waitForTasks();
    const order = (params: SearchParams) => local.search('cars', params).hits.map((h) => h.id);
    expect(order({})).toEqual([2, 4, 1, 5, 3]);
    expect(order({ q: 'toyota sedan', sort: ['price:desc'] })).toEqual([2, 1]);
    local.updateSettings('cars', { rankingRules: ['words', 'typo'] });
    await local.waitForTasks();
    expect(codeOf(() => local.search('cars', { sort: ['price:asc'] }))).toBe('invalid_search_sort');
  });
});

describe('documents in hits', () => {
  test('attributesToRetrieve and displayedAttributes', async () => {
    expect(
      engine.search('cars', { q: 'civic', attributesToRetrieve: ['id', 'model'] }).hits,
    ).toEqual([{ id: 3, model: 'Civic' }]);
    const local = createSearchEngine();
    local.addDocuments('cars', cars, { mode: 'replace' });
    local.updateSettings('cars', { displayedAttributes: ['id', 'make'] });
    await local.waitForTasks();
    expect(local.search('cars', { q: 'civic' }).hits).toEqual([{ id: 3, make: 'Honda' }]);
    expect(local.getDocument('cars', 3)).toEqual({ id: 3, make: 'Honda' });
  });

  test('highlight with default and custom tags', () => {
    const [hit] = engine.search('cars', {
      q: 'civic',
      attributesToHighlight: ['model'],
      attributesToRetrieve: ['id'],
    }).hits;
    expect(hit).toEqual({ id: 3, _formatted: { id: '3', model: '<em>Civic</em>' } });
    const [custom] = engine.search('cars', {
      q: 'hilux',
      attributesToHighlight: ['*'],
      highlightPreTag: '[',
      highlightPostTag: ']',
    }).hits;
    expect((custom!._formatted as Record<string, unknown>).description).toBe(
      'Toyota [Hilux] workhorse',
    );
  });

  test('crop with marker and length', () => {
    const [hit] = engine.search('cars', {
      q: 'owner',
      attributesToCrop: ['description'],
      cropLength: 4,
    }).hits;
    const cropped = (hit!._formatted as Record<string, string>).description!;
    expect(cropped.startsWith('…')).toBe(true);
    expect(cropped).toContain('owner');
    expect(cropped.split(' ').length).toBeLessThanOrEqual(5);
  });

  test('showMatchesPosition', () => {
    const [hit] = engine.search('cars', { q: 'ranger', showMatchesPosition: true }).hits;
    expect(hit!._matchesPosition).toEqual({
      model: [{ start: 0, length: 6 }],
      description: [{ start: 5, length: 6 }],
    });
  });
});

describe('maxTotalHits and parameters', () => {
  test('hits and totals stop at pagination.maxTotalHits', async () => {
    const local = createSearchEngine();
    local.addDocuments(
      'many',
      Array.from({ length: 30 }, (_, id) => ({ id, title: `car ${id}` })),
      { mode: 'replace' },
    );
    local.updateSettings('many', { pagination: { maxTotalHits: 12 } });
    await local.waitForTasks();
    expect(local.search('many', { q: 'car', limit: 20 })).toMatchObject({ estimatedTotalHits: 12 });
    expect(local.search('many', { limit: 20 }).hits).toHaveLength(12);
    expect(local.search('many', { offset: 10, limit: 5 }).hits).toHaveLength(2);
    expect(local.search('many', { hitsPerPage: 5, page: 3 })).toMatchObject({
      totalHits: 12,
      totalPages: 3,
    });
  });

  test('maxValuesPerFacet caps the distribution', async () => {
    const local = createSearchEngine();
    local.addDocuments('cars', cars, { mode: 'replace' });
    local.updateSettings('cars', {
      filterableAttributes: ['make'],
      faceting: { maxValuesPerFacet: 2 } as never,
    });
    await local.waitForTasks();
    expect(local.search('cars', { facets: ['make'] }).facetDistribution).toEqual({
      make: { Ford: 1, Honda: 1 },
    });
  });

  test('bad parameters get their own codes', () => {
    const bad: [SearchParams, string][] = [
      [{ q: 5 as never }, 'invalid_search_q'],
      [{ limit: -1 }, 'invalid_search_limit'],
      [{ offset: 'x' as never }, 'invalid_search_offset'],
      [{ page: 1.5 }, 'invalid_search_page'],
      [{ hitsPerPage: -2 }, 'invalid_search_hits_per_page'],
      [{ attributesToRetrieve: 'id' as never }, 'invalid_search_attributes_to_retrieve'],
      [{ matchingStrategy: 'some' as never }, 'invalid_search_matching_strategy'],
      [{ cropLength: -1 }, 'invalid_search_crop_length'],
      [{ nonsense: true }, 'bad_request'],
    ];
    for (const [params, code] of bad)
      expect(codeOf(() => engine.search('cars', params))).toBe(code);
  });

  test('matchingStrategy all requires every word', () => {
    expect(ids({ q: 'toyota wildtrak', matchingStrategy: 'all' })).toEqual([]);
    expect(ids({ q: 'toyota wildtrak' })).toEqual([1, 2]);
  });
});

describe('multiSearch', () => {
  test('one result per query, with its indexUid', () => {
    const { results } = engine.multiSearch({
      queries: [
        { indexUid: 'cars', q: 'honda' },
        { indexUid: 'cars', filter: 'body = Ute', limit: 1 },
      ],
    });
    expect(results.map((result) => result.indexUid)).toEqual(['cars', 'cars']);
    expect(results[0]!.hits.map((hit) => hit.id)).toEqual([3]);
    expect(results[1]!.estimatedTotalHits).toBe(2);
  });

  test('an error names the query', () => {
    try {
      engine.multiSearch({ queries: [{ indexUid: 'cars' }, { indexUid: 'nope' }] });
      throw new Error('expected an error');
    } catch (error) {
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).code).toBe('index_not_found');
      expect((error as SearchError).message).toBe('Inside `.queries[1]`: Index `nope` not found.');
    }
  });
});
