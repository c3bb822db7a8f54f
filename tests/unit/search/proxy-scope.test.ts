import { describe, expect, test } from 'vitest';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { CARS_INDEX_SETTINGS } from '#server/search/cars-index.server.ts';
import { SEARCH_PROXY_FACETS, SEARCH_PROXY_RETRIEVABLE } from '#server/search/proxy/limits.ts';
import { shopperFilterable } from '#server/search/proxy/shopper-filter.ts';
import { parseTenantScope, scopeQuery, stripHit } from '#server/search/proxy/scope-query.ts';
import { stableStringify } from '#server/search/proxy/scoped-multi-search.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

const scope = parseTenantScope({
  scope_filter: 'dealership_slug = "a"',
  stock_filter: 'sold != true',
});

describe('parseTenantScope', () => {
  test('ANDs the stock filter into the scope', () => {
    expect(scope).toEqual(parseFilter('dealership_slug = "a" AND sold != true'));
    expect(parseTenantScope({ scope_filter: 'dealership_slug = a' })).toEqual(
      parseFilter('dealership_slug = a'),
    );
  });

  test('refuses a blank or malformed scope with a plain Error (a 500, never unscoped)', () => {
    for (const scope_filter of ['', '   ', 'dealership_slug =', ') OR (']) {
      let thrown: unknown;
      try {
        parseTenantScope({ scope_filter });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect(thrown).not.toBeInstanceOf(SearchError);
    }
  });
});

describe('scopeQuery', () => {
  /**
   * The scoped filter parses to AND(scope, shopper): the scope is always the first operand.
   * Every filterable attribute of the index is let through here: what the scope survives.
   */
  function scopedTree(filter: unknown) {
    const query = scopeQuery(
      { indexUid: 'cars', filter: filter as never },
      0,
      scope,
      CARS_INDEX_SETTINGS.filterableAttributes,
    );
    return parseFilter(query.filter as string);
  }

  test.each([
    'dealership_slug = "b"',
    'dealership_slug = "a" OR dealership_slug = "b"',
    'dealership_slug = "a\\") OR (dealership_slug = \\"b"',
    'NOT dealership_slug = "a"',
    'sold = true OR dealership_slug EXISTS',
  ])('the scope survives %s', (filter) => {
    const tree = scopedTree(filter);
    expect(tree).toEqual({ type: 'and', children: [scope, parseFilter(filter)] });
  });

  test('the array form is AND-ed inside the scope', () => {
    const filter = [['dealership_slug = "b"', 'make = x'], 'year > 2000'];
    expect(scopedTree(filter)).toEqual({ type: 'and', children: [scope, parseFilter(filter)] });
  });

  test('a shopper filters on the listing’s attributes and a car’s id', () => {
    const filter = [
      'make = "Toyota" AND make_model = "Toyota|Corolla" AND car_type IN [used, demo]',
      'price 10000 TO 20000 AND weekly_price < 200 AND km <= 5000 AND year >= 2020',
      'seats = 7 AND photos_count > 0 AND stocknum = "A1" AND dealership_slug = "a"',
      'simple_fuel = Electric AND simple_body = SUV AND tag = "Sale" AND id IN [1, 2]',
    ];
    expect(() => scopeQuery({ indexUid: 'cars', filter }, 0, scope)).not.toThrow();
  });

  test.each([
    'custom_rank > 5',
    'asking_price < 100',
    'views > 10',
    'dealership_id = 3',
    'location_id = 3',
    'sold = true',
    'status = "in_stock"',
    'reserved = true',
    'make = Kia OR NOT payment_processors EXISTS',
  ])('an internal attribute in %s is invalid_search_filter naming it', (filter) => {
    const attribute = /(\w+) (?:[<>=]|EXISTS)/.exec(filter.replace(/^make = Kia OR NOT /, ''))![1];
    expect(() => scopeQuery({ indexUid: 'cars', filter }, 2, scope)).toThrow(
      expect.objectContaining({
        code: 'invalid_search_filter',
        message: expect.stringContaining(
          `Inside \`.queries[2]\`: Attribute \`${attribute}\` is not filterable.`,
        ),
      }),
    );
  });

  test('a site’s landing filters add their attributes, for that site only', () => {
    const rv = {
      landing_paths: [{ filter: '' }, { filter: 'car_type = new AND vehicle_kind = rv' }],
    };
    const filter = 'vehicle_kind = "rv"';
    expect(() =>
      scopeQuery({ indexUid: 'cars', filter }, 0, scope, shopperFilterable(rv)),
    ).not.toThrow();
    expect(() => scopeQuery({ indexUid: 'cars', filter }, 0, scope)).toThrow(
      expect.objectContaining({ code: 'invalid_search_filter' }),
    );
  });

  test('no shopper filter sends the scope alone', () => {
    expect(scopedTree(undefined)).toEqual(scope);
    expect(scopedTree([])).toEqual(scope);
    expect(scopedTree('  ')).toEqual(scope);
  });

  test.each([') OR (', 'dealership_slug = "a") OR (dealership_slug = "b"', 'a = 1 OR'])(
    'a malformed shopper filter %s is invalid_search_filter, located in its query',
    (filter) => {
      expect(() => scopeQuery({ indexUid: 'cars', filter }, 3, scope)).toThrow(
        expect.objectContaining({
          code: 'invalid_search_filter',
          message: expect.stringMatching(/^Inside `\.queries\[3\]`: /),
        }),
      );
    },
  );

  test('`*` becomes the allowed lists; attributesToRetrieve is always explicit', () => {
    const query = scopeQuery(
      { indexUid: 'cars', facets: ['*'], attributesToHighlight: ['*'] },
      0,
      scope,
    );
    expect(query.facets).toEqual([...SEARCH_PROXY_FACETS]);
    expect(query.attributesToHighlight).toEqual([...SEARCH_PROXY_RETRIEVABLE]);
    expect(query.attributesToRetrieve).toEqual([...SEARCH_PROXY_RETRIEVABLE]);
    expect(
      scopeQuery({ indexUid: 'cars', attributesToRetrieve: ['id', 'id'] }, 0, scope)
        .attributesToRetrieve,
    ).toEqual(['id']);
  });
});

describe('stripHit', () => {
  test('keeps public fields only, in _formatted and _matchesPosition too', () => {
    const hit = {
      id: 1,
      name: 'Car',
      payment_processors: [{ authorization_key: 'sk' }],
      views: 3,
      _formatted: { name: '<em>Car</em>', payment_processors: [] },
      _matchesPosition: { name: [{ start: 0, length: 3 }], vin_secret: [] },
      _rankingScore: 0.5,
    };
    expect(stripHit(hit)).toEqual({
      id: 1,
      name: 'Car',
      _formatted: { name: '<em>Car</em>' },
      _matchesPosition: { name: [{ start: 0, length: 3 }] },
    });
  });
});

describe('stableStringify', () => {
  test('is independent of key order and drops undefined', () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: undefined, e: null }] })).toBe(
      stableStringify({ a: [{ e: null, d: 2 }], b: 1 }),
    );
  });
});
