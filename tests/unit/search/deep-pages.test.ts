// decision 0013: every page of a large result is reachable and is the matching slice of the
// one full order; cars with no value for the sort attribute come last both ways.
import { beforeAll, describe, expect, test } from 'vitest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { rankRange } from '#server/search/engine/rank/top-k.ts';
import type { SearchEngine, SearchParams } from '#server/search/engine/types.ts';
import { CARS_MAX_TOTAL_HITS } from '#server/search/cars-index.server.ts';
import { MAX_TOTAL_HITS } from '#server/search/proxy/limits.ts';
import { LISTING_HITS_PER_PAGE } from '#shared/pages/listing/listing-search-client.ts';
import { MAX_PAGE } from '#shared/search-url/search-state.ts';

const COUNT = 2500;

/** Prices repeat (ties) and every seventh car has none: null, missing or POA-style. */
function car(id: number): Record<string, unknown> {
  const priced = id % 7 !== 0;
  return {
    id,
    make: id % 3 ? 'Toyota' : 'Mazda',
    ...(priced ? { price: 10_000 + (id % 50) * 1_000 } : id % 2 ? { price: null } : {}),
    custom_rank: id % 11,
    created_at: `2026-01-${String(1 + (id % 28)).padStart(2, '0')}T00:00:00Z`,
  };
}

let engine: SearchEngine;

beforeAll(async () => {
  engine = createSearchEngine();
  engine.createIndex('cars', { primaryKey: 'id' });
  engine.updateSettings('cars', {
    filterableAttributes: ['make'],
    sortableAttributes: ['price', 'custom_rank', 'created_at'],
    rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
    pagination: { maxTotalHits: 100_000 },
  });
  engine.addDocuments(
    'cars',
    Array.from({ length: COUNT }, (_, i) => car(i + 1)),
    { primaryKey: 'id', mode: 'replace' },
  );
  await engine.waitForTasks();
});

const ids = (params: SearchParams) =>
  engine.search('cars', { attributesToRetrieve: ['id'], ...params }).hits.map((hit) => hit.id);

const SORTS = [
  ['price:asc', 'custom_rank:desc', 'created_at:desc'],
  ['price:desc', 'custom_rank:desc', 'created_at:desc'],
  ['created_at:desc'],
];

describe.each(SORTS)('every page of a %s listing', (...sort) => {
  test('pages of 21 join into the full order: no gaps, no repeats, totals exact', () => {
    const full = ids({ sort, limit: COUNT });
    expect(new Set(full).size).toBe(COUNT);
    const pages: unknown[] = [];
    const totalPages = Math.ceil(COUNT / 21);
    for (let page = 1; page <= totalPages; page++) {
      const response = engine.search('cars', {
        sort,
        hitsPerPage: 21,
        page,
        attributesToRetrieve: ['id'],
      });
      expect(response).toMatchObject({ totalHits: COUNT, totalPages });
      pages.push(...response.hits.map((hit) => hit.id));
    }
    expect(pages).toEqual(full);
  });

  test('offsets deep into the result, filtered too, are slices of the full order', () => {
    const full = ids({ sort, filter: 'make = Toyota', limit: COUNT });
    for (const offset of [0, 21, 500, 1000, 1001, 1500, full.length - 21, full.length - 1]) {
      expect(ids({ sort, filter: 'make = Toyota', offset, limit: 21 })).toEqual(
        full.slice(offset, offset + 21),
      );
    }
  });
});

test('a page past the last answers no hits with the exact totals', () => {
  const response = engine.search('cars', { sort: ['price:asc'], hitsPerPage: 21, page: 9999 });
  expect(response).toMatchObject({ hits: [], totalHits: COUNT, totalPages: 120, page: 9999 });
});

test('cars without a price (null or missing) come after every priced car, both ways', () => {
  for (const direction of ['asc', 'desc']) {
    const order = ids({ sort: [`price:${direction}`], limit: COUNT }) as number[];
    const firstUnpriced = order.findIndex((id) => id % 7 === 0);
    expect(firstUnpriced).toBe(COUNT - Math.floor(COUNT / 7));
    expect(order.slice(firstUnpriced).every((id) => id % 7 === 0)).toBe(true);
  }
});

test('ties on price break by rank, then newest', () => {
  const order = ids({ sort: ['price:asc', 'custom_rank:desc', 'created_at:desc'], limit: 60 });
  const cars = order.map((id) => car(id as number));
  for (let i = 1; i < cars.length; i++) {
    const [a, b] = [cars[i - 1]!, cars[i]!];
    if (a.price !== b.price) continue;
    expect(a.custom_rank as number).toBeGreaterThanOrEqual(b.custom_rank as number);
    if (a.custom_rank === b.custom_rank) {
      expect((a.created_at as string) >= (b.created_at as string)).toBe(true);
    }
  }
});

describe('rankRange', () => {
  // A scrambled order with ties broken by position, as the ranking comparator does.
  const n = 5000;
  const keys = Array.from({ length: n }, (_, i) => (i * 7919) % 613);
  const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
  const sorted = Array.from({ length: n }, (_, i) => i).sort(compare);

  test.each([
    [0, 21],
    [0, 256],
    [21, 42],
    [2000, 2021],
    [4990, 5011],
    [4999, 5000],
    [0, n],
    [n, n + 21],
  ])('positions %i to %i are that slice of the full sort', (from, to) => {
    expect(rankRange(n, from, to, compare)).toEqual(sorted.slice(from, to));
  });

  test('an input already in order, or reversed, is still one slice of the sort', () => {
    const ascending = (a: number, b: number) => a - b;
    const descending = (a: number, b: number) => b - a;
    expect(rankRange(n, 3000, 3021, ascending)).toEqual(
      Array.from({ length: 21 }, (_, i) => 3000 + i),
    );
    expect(rankRange(n, 3000, 3021, descending)).toEqual(
      Array.from({ length: 21 }, (_, i) => n - 1 - 3000 - i),
    );
  });
});

test('the URL, the proxy and the index agree on how deep a listing goes', () => {
  // Every page the index can fill has a URL...
  expect(MAX_PAGE * LISTING_HITS_PER_PAGE).toBeGreaterThanOrEqual(CARS_MAX_TOTAL_HITS);
  // ...the proxy accepts every page a URL can name (a refusal there would be a 500)...
  expect(MAX_PAGE).toBeLessThanOrEqual(MAX_TOTAL_HITS);
  // ...and it pages as deep as the index counts.
  expect(MAX_TOTAL_HITS).toBe(CARS_MAX_TOTAL_HITS);
});
