import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { createInProcessMeiliSearch } from '#server/search/engine/http/in-process-client.ts';
import { searchProxyRouter } from '#server/search/proxy/search-proxy-router.ts';
import {
  createScopedMultiSearch,
  type SearchProxyService,
} from '#server/search/proxy/scoped-multi-search.ts';
import { CARS_INDEX_SETTINGS } from '#server/search/cars-index.server.ts';
import { MAX_TOTAL_HITS, SEARCH_PROXY_FACETS } from '#server/search/proxy/limits.ts';

const A = 'harbour-city-motors';
const B = 'coastal-used-cars';
const HOST_A = `${A}.localhost`;
const HOST_B = `${B}.localhost`;

function car(id: number, dealer: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `${dealer === A ? 'Harbour' : 'Coastal'} car ${id}`,
    make: id % 2 ? 'Toyota' : 'Mazda',
    model: id % 2 ? 'Corolla' : 'CX-5',
    make_model: id % 2 ? 'Toyota Corolla' : 'Mazda CX-5',
    year: 2015 + (id % 8),
    km: 10_000 * id,
    price: 15_000 + 1_000 * id,
    asking_price: 15_000 + 1_000 * id,
    seats: 5,
    city: dealer === A ? 'Sydney' : 'Southport',
    dealership_slug: dealer,
    dealership_name: dealer === A ? 'Harbour City Motors' : 'Coastal Used Cars',
    sold: false,
    custom_rank: id,
    payment_processors: [{ name: 'stripe', authorization_key: `sk_secret_${id}` }],
    views: 100 + id,
    colour: id % 3 ? 'White' : 'Red',
    ...extra,
  };
}

const CARS = [
  ...[1, 2, 3, 4].map((id) => car(id, A)),
  car(5, A, { sold: true }),
  ...[11, 12, 13].map((id) => car(id, B)),
  car(14, B, { name: 'Coastal Unicorn special', make: 'Unicornia' }),
];
const A_IDS = [1, 2, 3, 4];
const B_IDS = [11, 12, 13, 14];

const TENANTS: Record<string, { slug: string; config: { search: Record<string, string> } }> = {
  [HOST_A]: {
    slug: A,
    config: { search: { scope_filter: `dealership_slug = "${A}"`, stock_filter: 'sold != true' } },
  },
  [HOST_B]: { slug: B, config: { search: { scope_filter: `dealership_slug = "${B}"` } } },
  'no-scope.localhost': { slug: 'no-scope', config: { search: { scope_filter: ' ' } } },
  'bad-scope.localhost': { slug: 'bad-scope', config: { search: { scope_filter: ') OR (' } } },
};

const logs: unknown[] = [];
const logger = {
  debug: (...args: unknown[]) => void logs.push(args),
  error: (...args: unknown[]) => void logs.push(args),
} as never;

let version = 1;
let calls = 0;
let app: express.Express;

beforeAll(async () => {
  const client = createInProcessMeiliSearch(createSearchEngine());
  await client.createIndex('cars', { primaryKey: 'id' }).waitTask();
  const index = client.index('cars');
  await index
    .updateSettings({
      filterableAttributes: [...SEARCH_PROXY_FACETS, 'dealership_slug', 'sold', 'asking_price'],
      // km stays unsortable here: an error the engine raises (below).
      sortableAttributes: CARS_INDEX_SETTINGS.sortableAttributes.filter((name) => name !== 'km'),
      searchableAttributes: ['name', 'make', 'model'],
    })
    .waitTask();
  await index.addDocuments(CARS).waitTask();
  const search: SearchProxyService = {
    indexUid: 'cars',
    stockVersion: () => String(version),
    async multiSearch(queries) {
      calls += 1;
      const response = await client.multiSearch({ queries } as never);
      return response as never;
    },
  };
  const resolveTenant: express.RequestHandler = (req, res, next) => {
    const tenant = TENANTS[req.hostname];
    if (!tenant) {
      res.status(404).end();
      return;
    }
    res.locals['tenant'] = tenant;
    next();
  };
  app = express();
  app.use(resolveTenant);
  app.use(
    '/api/search',
    searchProxyRouter({ multiSearch: createScopedMultiSearch({ search }), logger }),
  );
});

afterAll(() => {
  logs.length = 0;
});

function post(host: string, body: unknown) {
  return request(app)
    .post('/api/search/multi-search')
    .set('Host', host)
    .send(body as object);
}

function ids(res: request.Response, query = 0): number[] {
  const hits = res.body.results[query].hits as Array<{ id: number }>;
  return hits.map((hit) => hit.id).sort((x, y) => x - y);
}

describe('tenant scope', () => {
  test('a placeholder search returns only the dealer in-stock cars', async () => {
    const resA = await post(HOST_A, { queries: [{ indexUid: 'cars', q: '' }] });
    expect(resA.status).toBe(200);
    expect(ids(resA)).toEqual(A_IDS);
    const resB = await post(HOST_B, { queries: [{ indexUid: 'cars' }] });
    expect(ids(resB)).toEqual(B_IDS);
  });

  const attacks: Array<[string, unknown]> = [
    ['equality on the other dealer', `dealership_slug = "${B}"`],
    ['closing the scope parenthesis', `) OR (dealership_slug = "${B}"`],
    ['a balanced OR', `dealership_slug = "${A}") OR (dealership_slug = "${B}"`],
    ['an escaped quote', `dealership_slug = "${A}\\") OR (dealership_slug = \\"${B}"`],
    ['the array form', [[`dealership_slug = "${B}"`]]],
    [
      'the array form with alternatives',
      [[`dealership_slug = "${A}"`, `dealership_slug = "${B}"`]],
    ],
    ['NOT the own dealer', `NOT dealership_slug = "${A}"`],
    ['!= the own dealer', `dealership_slug != "${A}"`],
    ['EXISTS', 'dealership_slug EXISTS OR sold = true'],
    ['IN', `dealership_slug IN ["${A}", "${B}"]`],
    ['a sold car via OR', 'sold = true OR sold = false'],
  ];
  test.each(attacks)('no other dealer car through %s', async (_name, filter) => {
    const res = await post(HOST_A, { queries: [{ indexUid: 'cars', filter, limit: 50 }] });
    if (res.status === 200) {
      for (const id of ids(res)) expect(A_IDS).toContain(id);
      expect(JSON.stringify(res.body.results)).not.toContain(B);
    } else {
      // Refused outright (the message may quote the shopper's own filter back).
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_search_filter');
      expect(res.body).not.toHaveProperty('results');
    }
  });

  test('a query for another dealer car finds nothing', async () => {
    const res = await post(HOST_A, { queries: [{ indexUid: 'cars', q: 'unicorn' }] });
    expect(res.body.results[0].hits).toEqual([]);
    const own = await post(HOST_B, { queries: [{ indexUid: 'cars', q: 'unicorn' }] });
    expect(ids(own)).toEqual([14]);
  });

  test('facet distributions count only the dealer cars; `*` is the allowed list', async () => {
    const res = await post(HOST_A, {
      queries: [{ indexUid: 'cars', facets: ['*'], hitsPerPage: 0, page: 1 }],
    });
    expect(res.status).toBe(200);
    const distribution = res.body.results[0].facetDistribution as Record<string, object>;
    expect(distribution['dealership_name']).toEqual({ 'Harbour City Motors': 4 });
    expect(distribution['make']).not.toHaveProperty('Unicornia');
    // The dealer filter's facet (product rule 2.9 refinementList[dealership_slug]) only ever sees this site's dealers.
    expect(distribution['dealership_slug']).toEqual({ 'harbour-city-motors': 4 });
    expect(Object.keys(distribution)).not.toContain('sold');
    expect(Object.keys(distribution)).not.toContain('status');
    expect(res.body.results[0].totalHits).toBe(4);
  });

  test('hits never carry internal fields, even highlighted', async () => {
    const res = await post(HOST_A, {
      queries: [{ indexUid: 'cars', q: 'harbour', attributesToHighlight: ['*'] }],
    });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('sk_secret');
    expect(text).not.toContain('payment_processors');
    expect(text).not.toContain('"views"');
    expect(res.body.results[0].hits[0]._formatted.name).toContain('<em>');
  });

  test.each(['payment_processors', 'views', 'custom_rank'])(
    'attributesToRetrieve %s is refused',
    async (attribute) => {
      const res = await post(HOST_A, {
        queries: [{ indexUid: 'cars', attributesToRetrieve: ['id', attribute] }],
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_search_attributes_to_retrieve');
      expect(res.body.message).toContain('.queries[0].attributesToRetrieve[1]');
    },
  );

  test('sorting by the internal ranking is a 400 naming it; a shopper’s sort works', async () => {
    const refused = await post(HOST_A, {
      queries: [{ indexUid: 'cars', sort: ['custom_rank:desc'] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_search_sort', type: 'invalid_request' });
    expect(refused.body.message).toContain('Attribute `custom_rank` is not sortable.');
    const priced = await post(HOST_A, { queries: [{ indexUid: 'cars', sort: ['price:desc'] }] });
    expect(priced.status).toBe(200);
    const order = priced.body.results[0].hits.map((hit: { id: number }) => hit.id);
    expect(order).toEqual([4, 3, 2, 1]);
  });

  test.each(['custom_rank > 2', 'sold = true', 'asking_price > 0'])(
    'a filter on an internal field (%s) is a 400 naming it',
    async (filter) => {
      const res = await post(HOST_A, { queries: [{ indexUid: 'cars', filter }] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_search_filter');
      expect(res.body.message).toContain(
        `Attribute \`${filter.split(' ')[0]}\` is not filterable.`,
      );
    },
  );

  test('a colour filter and distribution are allowed (product rule 9.15), inside the scope', async () => {
    const res = await post(HOST_A, {
      queries: [{ indexUid: 'cars', filter: ['colour = "Red"'], facets: ['colour'] }],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([3]);
    expect(res.body.results[0].facetDistribution).toEqual({ colour: { Red: 1 } });
  });

  test('every query of a multi-search is scoped', async () => {
    const res = await post(HOST_A, {
      queries: [
        { indexUid: 'cars', filter: `dealership_slug = "${B}"` },
        { indexUid: 'cars', filter: [['make = Toyota', `dealership_slug = "${B}"`]] },
        { indexUid: 'cars', q: 'coastal' },
      ],
    });
    expect(res.status).toBe(200);
    expect(ids(res, 0)).toEqual([]);
    expect(ids(res, 1)).toEqual([1, 3]);
    expect(ids(res, 2)).toEqual([]);
  });
});

describe('misconfigured tenants', () => {
  test.each(['no-scope.localhost', 'bad-scope.localhost'])(
    '%s gets a 500, never an unscoped search',
    async (host) => {
      const res = await post(host, { queries: [{ indexUid: 'cars' }] });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('internal');
      expect(res.body.type).toBe('internal');
      expect(res.body).not.toHaveProperty('results');
    },
  );
});

describe('instant-meilisearch requests', () => {
  test('the body instant-meilisearch sends is accepted', async () => {
    const res = await post(HOST_A, {
      queries: [
        {
          indexUid: 'cars',
          q: 'toyota',
          facets: ['make', 'price'],
          attributesToHighlight: ['*'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          limit: 21,
          offset: 0,
          filter: [['make="Toyota"', 'make="Mazda"'], 'price >= 10000'],
          sort: ['price:asc'],
        },
        { indexUid: 'cars', q: 'toyota', facets: ['make'], limit: 0, offset: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([1, 3]);
    expect(res.body.results[0].facetStats.price).toEqual({ min: 16_000, max: 18_000 });
    expect(res.body.results[1].hits).toEqual([]);
  });
});

describe('caps and validation', () => {
  const bad: Array<[string, unknown, number, string]> = [
    [
      '11 queries',
      { queries: Array.from({ length: 11 }, () => ({ indexUid: 'cars' })) },
      400,
      'bad_request',
    ],
    ['no queries', { queries: [] }, 400, 'bad_request'],
    ['no body fields', {}, 400, 'bad_request'],
    [
      'an unknown root field',
      { queries: [{ indexUid: 'cars' }], federation: {} },
      400,
      'bad_request',
    ],
    [
      'an unknown query field',
      { queries: [{ indexUid: 'cars', distinct: 'make' }] },
      400,
      'bad_request',
    ],
    ['another index', { queries: [{ indexUid: 'leads' }] }, 400, 'invalid_index_uid'],
    [
      'a 201-character q',
      { queries: [{ indexUid: 'cars', q: 'x'.repeat(201) }] },
      400,
      'invalid_search_q',
    ],
    ['limit 102', { queries: [{ indexUid: 'cars', limit: 102 }] }, 400, 'invalid_search_limit'],
    [
      'a negative offset',
      { queries: [{ indexUid: 'cars', offset: -1 }] },
      400,
      'invalid_search_offset',
    ],
    [
      'an offset past maxTotalHits',
      { queries: [{ indexUid: 'cars', offset: MAX_TOTAL_HITS + 1, limit: 20 }] },
      400,
      'invalid_search_offset',
    ],
    [
      'hitsPerPage 101',
      { queries: [{ indexUid: 'cars', hitsPerPage: 101 }] },
      400,
      'invalid_search_hits_per_page',
    ],
    [
      'a page number past maxTotalHits',
      { queries: [{ indexUid: 'cars', hitsPerPage: 1, page: MAX_TOTAL_HITS + 1 }] },
      400,
      'invalid_search_page',
    ],
    [
      'a fractional limit',
      { queries: [{ indexUid: 'cars', limit: 1.5 }] },
      400,
      'invalid_search_limit',
    ],
    [
      'a string limit',
      { queries: [{ indexUid: 'cars', limit: '10' }] },
      400,
      'invalid_search_limit',
    ],
    [
      'a facet off the list',
      { queries: [{ indexUid: 'cars', facets: ['dealership_id'] }] },
      400,
      'invalid_search_facets',
    ],
    [
      'sort on an internal field',
      { queries: [{ indexUid: 'cars', sort: ['views:desc'] }] },
      400,
      'invalid_search_sort',
    ],
    [
      'a malformed filter',
      { queries: [{ indexUid: 'cars', filter: 'make = ' }] },
      400,
      'invalid_search_filter',
    ],
    [
      'a three-level filter array',
      { queries: [{ indexUid: 'cars', filter: [[['make = a']]] }] },
      400,
      'invalid_search_filter',
    ],
    [
      'a non-boolean showMatchesPosition',
      { queries: [{ indexUid: 'cars', showMatchesPosition: 'yes' }] },
      400,
      'invalid_search_show_matches_position',
    ],
  ];
  test.each(bad)('%s is refused', async (_name, body, status, code) => {
    const res = await post(HOST_A, body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      message: expect.any(String),
      code,
      type: 'invalid_request',
      link: `https://docs.meilisearch.com/errors#${code}`,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('an error raised by the engine keeps Meilisearch shape and becomes a 400', async () => {
    // km is on the proxy's sort list but not sortable in this fixture index.
    const res = await post(HOST_A, { queries: [{ indexUid: 'cars', sort: ['km:asc'] }] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_search_sort');
    expect(res.body.link).toBe('https://docs.meilisearch.com/errors#invalid_search_sort');
  });

  test('the largest allowed pages are accepted', async () => {
    const res = await post(HOST_A, {
      queries: [
        { indexUid: 'cars', limit: 101, offset: MAX_TOTAL_HITS },
        { indexUid: 'cars', hitsPerPage: 100, page: MAX_TOTAL_HITS },
        { indexUid: 'cars', q: 'x'.repeat(200) },
      ],
    });
    expect(res.status).toBe(200);
  });

  test('bad JSON answers in Meilisearch shape', async () => {
    const res = await request(app)
      .post('/api/search/multi-search')
      .set('Host', HOST_A)
      .set('Content-Type', 'application/json')
      .send('{"queries": [');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('malformed_payload');
    expect(res.body.type).toBe('invalid_request');
  });

  test('a non-JSON body is a 415', async () => {
    const res = await request(app)
      .post('/api/search/multi-search')
      .set('Host', HOST_A)
      .set('Content-Type', 'text/plain')
      .send('queries');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('invalid_content_type');
  });
});

describe('cache', () => {
  test('identical queries are answered from the cache until the inventory version changes', async () => {
    const body = { queries: [{ indexUid: 'cars', q: 'mazda', limit: 7 }] };
    const first = await post(HOST_A, body);
    expect(first.headers['x-search-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('no-store');
    const before = calls;
    const second = await post(HOST_A, { queries: [{ limit: 7, q: 'mazda', indexUid: 'cars' }] });
    expect(second.headers['x-search-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(calls).toBe(before);
    const otherTenant = await post(HOST_B, body);
    expect(otherTenant.headers['x-search-cache']).toBe('miss');
    expect(ids(otherTenant)).toEqual([12]);
    version += 1;
    const afterChange = await post(HOST_A, body);
    expect(afterChange.headers['x-search-cache']).toBe('miss');
    expect(ids(afterChange)).toEqual([2, 4]);
  });

  test('concurrent identical queries share one engine call', async () => {
    const body = { queries: [{ indexUid: 'cars', q: 'toyota', limit: 3 }] };
    const before = calls;
    const responses = await Promise.all([
      post(HOST_A, body),
      post(HOST_A, body),
      post(HOST_A, body),
    ]);
    expect(calls - before).toBe(1);
    for (const res of responses) expect(ids(res)).toEqual([1, 3]);
  });

  test('logs carry counts and timings, never the query text', async () => {
    logs.length = 0;
    await post(HOST_A, { queries: [{ indexUid: 'cars', q: 'secret-shopper-email@example.com' }] });
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain('secret-shopper');
  });
});
