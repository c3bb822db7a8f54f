import { describe, expect, test } from 'vitest';
import { createSearchInventory } from '#server/inventory/search-inventory.server.ts';

const SITE = { slug: 'harbour-city-motors' };
const TENANTS = [
  { slug: SITE.slug, search: { scope_filter: 'dealership_slug = "harbour-city-motors"' } },
];

/** Answers every multi-search with one car and keeps the queries it was asked. */
function fakeSearch() {
  const fake = {
    indexUid: 'cars',
    version: 1,
    stockVersion: () => String(fake.version),
    queries: [] as Array<Record<string, unknown>>,
    async multiSearch(queries: Array<Record<string, unknown>>) {
      fake.queries.push(...queries);
      return {
        results: queries.map(() => ({
          indexUid: 'cars',
          hits: [{ id: 7, make: 'Toyota' }],
          query: '',
          processingTimeMs: 0,
        })),
      };
    },
  };
  return fake;
}

describe('docs/content-pages.md: on-sale cars of a selection, inside the site’s scope', () => {
  test('a make: the scope, the on-sale rule and the make, ranked like featured cars', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    expect(await inventory.onSale(SITE, { make: 'Toyota' }, 8)).toEqual([
      { id: 7, make: 'Toyota' },
    ]);
    const [query] = search.queries;
    expect(query?.filter).toBe(
      '(("dealership_slug" = "harbour-city-motors") AND ("sold" != "true")) AND ((("status" = "in_stock") AND ("sold" != "true") AND ("reserved" != "true") AND ("price" > "0")) AND ("make" = "Toyota"))',
    );
    expect(query).toMatchObject({ limit: 8, sort: ['custom_rank:desc', 'created_at:desc'] });
  });

  test('an offer’s cars: by stock number or by id', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    await inventory.onSale(SITE, { stocknums: ['HCM1', 'HCM"2'], ids: [42] }, 12);
    expect(String(search.queries[0]?.filter)).toContain(
      '(("stocknum" IN ["HCM1", "HCM\\"2"]) OR ("id" IN ["42"]))',
    );
  });

  test('a selection naming no car asks nothing; the same selection is asked once', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    expect(await inventory.onSale(SITE, { stocknums: [], ids: [] }, 12)).toEqual([]);
    expect(search.queries).toHaveLength(0);
    await inventory.onSale(SITE, { make: 'Kia' }, 8);
    await inventory.onSale(SITE, { make: 'Kia' }, 8);
    expect(search.queries).toHaveLength(1);
  });

  test('a site without a scope is refused, never searched unscoped', async () => {
    const search = fakeSearch();
    const inventory = createSearchInventory({ search, tenants: TENANTS });
    await expect(inventory.onSale({ slug: 'unknown' }, { make: 'Kia' }, 8)).rejects.toThrow(
      /No search scope/,
    );
    expect(search.queries).toHaveLength(0);
  });
});
