import { describe, expect, test } from 'vitest';
import { MAX_TOTAL_HITS } from '#server/search/proxy/limits.ts';
import { validateProxyBody } from '#server/search/proxy/validate-request.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

function errorOf(body: unknown): SearchError {
  try {
    validateProxyBody(body, 'cars');
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('expected a SearchError');
}

describe('validateProxyBody', () => {
  test('accepts every key instant-meilisearch 0.31 sends by default', () => {
    const body = {
      queries: [
        {
          indexUid: 'cars',
          q: 'corolla',
          facets: ['make', 'price'],
          attributesToCrop: ['description:10'],
          cropLength: 10,
          cropMarker: '…',
          filter: [['make="Toyota"'], 'price >= 1'],
          attributesToRetrieve: ['id', 'name'],
          attributesToHighlight: ['*'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          limit: 21,
          offset: 20,
          sort: ['price:asc', 'year:desc'],
          showMatchesPosition: false,
          matchingStrategy: 'last',
        },
        { indexUid: 'cars', q: null, filter: null, hitsPerPage: 20, page: 2 },
      ],
    };
    expect(validateProxyBody(body, 'cars')).toBe(body);
  });

  test.each([
    [{ queries: [{ indexUid: 'cars', limit: 102 }] }, 'invalid_search_limit', '.queries[0].limit'],
    [
      { queries: [{ indexUid: 'cars' }, { indexUid: 'cars', page: -1 }] },
      'invalid_search_page',
      '.queries[1].page',
    ],
    [{ queries: [{ indexUid: 'cars', q: 'a'.repeat(201) }] }, 'invalid_search_q', '.queries[0].q'],
    [
      { queries: [{ indexUid: 'cars', facets: ['vin'] }] },
      'invalid_search_facets',
      '.queries[0].facets[0]',
    ],
    [
      { queries: [{ indexUid: 'cars', sort: ['price'] }] },
      'invalid_search_sort',
      '.queries[0].sort[0]',
    ],
    [
      { queries: [{ indexUid: 'cars', cropLength: 1000 }] },
      'invalid_search_crop_length',
      '.queries[0].cropLength',
    ],
    [
      { queries: [{ indexUid: 'cars', attributesToCrop: ['payment_processors'] }] },
      'invalid_search_attributes_to_crop',
      '.queries[0].attributesToCrop[0]',
    ],
    [
      { queries: [{ indexUid: 'cars', attributesToHighlight: ['location'] }] },
      'invalid_search_attributes_to_highlight',
      '.queries[0].attributesToHighlight[0]',
    ],
    [
      { queries: [{ indexUid: 'cars', matchingStrategy: 'any' }] },
      'invalid_search_matching_strategy',
      '.queries[0].matchingStrategy',
    ],
    [
      { queries: [{ indexUid: 'cars', filter: 42 }] },
      'invalid_search_filter',
      '.queries[0].filter',
    ],
    [
      { queries: [{ indexUid: 'cars', highlightPreTag: 'x'.repeat(65) }] },
      'invalid_search_highlight_pre_tag',
      '.queries[0].highlightPreTag',
    ],
    [{ queries: [{ indexUid: 'other' }] }, 'invalid_index_uid', '.queries[0].indexUid'],
    [
      { queries: [{ indexUid: 'cars', offset: MAX_TOTAL_HITS + 1, limit: 11 }] },
      'invalid_search_offset',
      '.queries[0].offset',
    ],
    [
      { queries: [{ indexUid: 'cars', page: MAX_TOTAL_HITS + 1 }] },
      'invalid_search_page',
      '.queries[0].page',
    ],
  ])('%j is refused with %s naming %s', (body, code, path) => {
    const error = errorOf(body);
    expect(error.code).toBe(code);
    expect(error.httpStatus).toBe(400);
    expect(error.message).toContain(path);
  });

  test.each(['custom_rank', 'asking_price', 'views', 'make'])(
    'a sort on %s, which no shopper sort uses, is invalid_search_sort naming it',
    (attribute) => {
      const error = errorOf({
        queries: [{ indexUid: 'cars', sort: ['price:asc', `${attribute}:desc`] }],
      });
      expect(error.code).toBe('invalid_search_sort');
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe(
        `Invalid value at \`.queries[0].sort[1]\`: Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`price\`, \`km\`, \`year\`, \`created_at\`.`,
      );
    },
  );

  test('unknown fields are named', () => {
    expect(errorOf({ queries: [{ indexUid: 'cars', vector: [1] }] }).message).toBe(
      'Unknown field `vector` inside `.queries[0]`.',
    );
    expect(errorOf({ queries: [], extra: 1 }).code).toBe('bad_request');
    expect(errorOf({ queries: [{ indexUid: 'cars' }], extra: 1 }).message).toBe(
      'Unknown field `extra` at the root of the body.',
    );
  });

  test('at most ten queries, at least one', () => {
    const query = { indexUid: 'cars' };
    expect(validateProxyBody({ queries: Array(10).fill(query) }, 'cars').queries).toHaveLength(10);
    expect(errorOf({ queries: Array(11).fill(query) }).code).toBe('bad_request');
    expect(errorOf({ queries: [] }).code).toBe('bad_request');
    expect(errorOf([]).code).toBe('bad_request');
    expect(errorOf(null).code).toBe('bad_request');
  });

  test('the two pagination modes do not mix', () => {
    expect(errorOf({ queries: [{ indexUid: 'cars', limit: 10, page: 1 }] }).message).toContain(
      'either `limit`/`offset` or `hitsPerPage`/`page`',
    );
  });

  test('the caps admit their own limits', () => {
    const body = {
      queries: [
        { indexUid: 'cars', limit: 101, offset: MAX_TOTAL_HITS },
        { indexUid: 'cars', hitsPerPage: 100, page: MAX_TOTAL_HITS },
        // decision 0013: page 48 of a 21-hit listing (past the old 1,000-hit ceiling).
        { indexUid: 'cars', hitsPerPage: 21, page: 48 },
        { indexUid: 'cars', hitsPerPage: 0, page: 1 },
        { indexUid: 'cars', limit: 0, offset: 0 },
      ],
    };
    expect(validateProxyBody(body, 'cars')).toBe(body);
  });
});
