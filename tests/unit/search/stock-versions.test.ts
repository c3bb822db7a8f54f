// Versions of what a site can see (docs/decisions/0042-stock-versions-per-dealer.md): one
// dealer's change moves the versions of the sites that show that dealer's cars, and no other.
import { describe, expect, test } from 'vitest';
import { createStockVersions } from '#server/search/stock-versions.ts';
import { scopeDealers } from '#server/search/proxy/scope-dealers.ts';
import { createEmbeddedSearchService } from '#server/search/search-service.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';

const scope = (scope_filter: string, stock_filter?: string) =>
  stock_filter ? { scope_filter, stock_filter } : { scope_filter };

describe('scopeDealers', () => {
  test.each([
    ['dealership_slug = "bayside-mazda"', ['bayside-mazda']],
    ['dealership_slug = "Bayside-Mazda"', ['bayside-mazda']],
    ['dealership_slug IN ["b", "a", "b"]', ['a', 'b']],
    ['dealership_slug = "a" AND vehicle_kind = truck', ['a']],
    [
      'vehicle_kind = truck AND (dealership_slug = a OR dealership_slug IN [b, c])',
      ['a', 'b', 'c'],
    ],
    ['dealership_slug IN [a, b] AND dealership_slug = a', ['a']],
  ])('%s reaches %j', (filter, dealers) => {
    expect(scopeDealers(scope(filter))).toEqual(dealers);
  });

  test.each([
    'vehicle_kind = truck',
    'dealership_slug != a',
    'NOT dealership_slug = a',
    'dealership_slug = a OR vehicle_kind = truck',
    'dealership_id = 4',
  ])('%s can reach any dealer', (filter) => {
    expect(scopeDealers(scope(filter))).toBeUndefined();
  });

  test('a stock filter does not narrow it: a car page reads the scope filter alone', () => {
    expect(scopeDealers(scope('vehicle_kind = truck', 'dealership_slug = a'))).toBeUndefined();
  });
});

describe('createStockVersions', () => {
  test("a dealer's change moves its versions only; an unknown change moves every one", () => {
    const versions = createStockVersions();
    const read = () => ({
      a: versions.of(['a']),
      b: versions.of(['b']),
      ab: versions.of(['a', 'b']),
      any: versions.of(undefined),
    });
    const start = read();
    versions.changed(['B']);
    const afterB = read();
    expect(afterB.a).toBe(start.a);
    expect(afterB.b).not.toBe(start.b);
    expect(afterB.ab).not.toBe(start.ab);
    expect(afterB.any).not.toBe(start.any);
    versions.changed();
    const afterAll = read();
    for (const key of ['a', 'b', 'ab', 'any'] as const) {
      expect(afterAll[key]).not.toBe(afterB[key]);
    }
  });
});

describe('the embedded search service', () => {
  const car = (id: number, dealer: string) =>
    ({
      id,
      slug: `car-${id}`,
      make: 'Mazda',
      dealership_slug: dealer,
      reserved: false,
    }) as unknown as CarDocument;

  test("a reservation and a dealer's new stock move that dealer's sites' versions only", async () => {
    const search = await createEmbeddedSearchService([[car(1, 'a'), car(2, 'a')], [car(3, 'b')]]);
    const [siteA, siteB, group] = [
      scope('dealership_slug = a'),
      scope('dealership_slug = b'),
      scope('dealership_slug IN [a, b]'),
    ];
    const read = () => [siteA, siteB, group].map((site) => search.stockVersion(site));
    const start = read();
    await search.setReserved([{ id: 3, reserved: true }]);
    const reserved = read();
    expect(reserved[0]).toBe(start[0]);
    expect(reserved[1]).not.toBe(start[1]);
    expect(reserved[2]).not.toBe(start[2]);
    // An id the index does not hold changes nothing.
    await search.setReserved([{ id: 99, reserved: true }]);
    expect(read()).toEqual(reserved);
    await search.replaceTenantCars('a', [car(1, 'a')]);
    const imported = read();
    expect(imported[0]).not.toBe(reserved[0]);
    expect(imported[1]).toBe(reserved[1]);
    expect(imported[2]).not.toBe(reserved[2]);
  });
});
