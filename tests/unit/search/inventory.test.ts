import { describe, expect, test } from 'vitest';
import { createSearchInventory } from '#server/inventory/search-inventory.server.ts';

const SITE = { slug: 'bayside-mazda' };
const TENANTS = [
  { slug: SITE.slug, search: { scope_filter: 'dealership_slug = "bayside-mazda"' } },
];

/** A search service that answers every multi-search with one Mazda, counting the calls. */
function fakeSearch(answers: Array<'ok' | 'fail'> = []) {
  const fake = {
    indexUid: 'cars',
    version: 1,
    stockVersion: () => String(fake.version),
    calls: [] as unknown[],
    async multiSearch(queries: unknown[]) {
      fake.calls.push(queries);
      if (answers.shift() === 'fail') throw new Error('search cluster unreachable');
      return {
        results: [
          { indexUid: 'cars', hits: [{ id: 1, make: 'Mazda' }], query: '', processingTimeMs: 0 },
          {
            indexUid: 'cars',
            hits: [],
            query: '',
            processingTimeMs: 0,
            facetDistribution: { car_type: { new: 1 }, make: { Mazda: 1 } },
          },
        ],
      };
    },
  };
  return fake;
}

describe('createSearchInventory', () => {
  test.each([
    { scope_filter: ') OR (', field: /search\.scope_filter/ },
    { scope_filter: ' ', field: /refusing to search unscoped/ },
    { scope_filter: 'dealership_slug = "x"', stock_filter: 'sold !=', field: /stock_filter/ },
  ])('a malformed scope stops startup naming the tenant file: $scope_filter', (search) => {
    const tenants = [{ slug: 'broken', search }];
    expect(() => createSearchInventory({ search: fakeSearch(), tenants })).toThrow(
      /tenants\/broken\.json/,
    );
    expect(() => createSearchInventory({ search: fakeSearch(), tenants })).toThrow(search.field);
  });

  test('one multi-search per site and inventory version answers both reads', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    const [featured, summary] = await Promise.all([
      inventory.featured(SITE, 6),
      inventory.stockSummary(SITE),
    ]);
    await inventory.stockSummary(SITE);
    expect(featured).toEqual([{ id: 1, make: 'Mazda' }]);
    expect(summary).toEqual({ counts: { new: 1, used: 0, demo: 0 }, makes: { Mazda: 1 } });
    expect(search.calls).toHaveLength(1);
    search.version = 2;
    await inventory.stockSummary(SITE);
    expect(search.calls).toHaveLength(2);
  });

  test('a failed search is not remembered: the next read asks again', async () => {
    const search = fakeSearch(['fail', 'ok']);
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    await expect(inventory.stockSummary(SITE)).rejects.toThrow('search cluster unreachable');
    await expect(inventory.stockSummary(SITE)).resolves.toMatchObject({ makes: { Mazda: 1 } });
  });

  test('a site without a configured scope is refused, never searched unscoped', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    await expect(inventory.featured({ slug: 'unknown' }, 3)).rejects.toThrow(/No search scope/);
    expect(search.calls).toHaveLength(0);
  });
});
