import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { listingRobots } from '#shared/search-url/listing-seo.ts';
import { listingUrl } from '#shared/search-url/listing-url.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { siteListingPaths } from '#shared/search-url/site-listing-paths.ts';

const folder = new URL('../../../tenants/', import.meta.url);
const tenants = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json')
  .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as TenantConfig);

describe.each(tenants.map((tenant) => [tenant.slug, tenant] as const))('%s', (_, tenant) => {
  const vocabulary = buildListingVocabulary({
    ...siteListingPaths(tenant),
    facetValues: { make: ['Mazda', 'Toyota'], make_model: ['Mazda CX-5'] },
  });

  test('the default listing path is the empty state, written back as configured', () => {
    const parsed = parseListingUrl(tenant.search.listing_path, vocabulary);
    expect(parsed).toEqual({ state: { query: '', page: 1, refinementList: {}, range: {} } });
    expect(listingUrl({}, vocabulary)).toBe(tenant.search.listing_path);
    expect(listingRobots({}, vocabulary)).toBe('index,follow');
  });

  test('every configured landing slug is a landing, unless it is the listing path', () => {
    for (const { slug, title } of tenant.search.landing_paths) {
      const parsed = parseListingUrl(`/search/${slug}`, vocabulary);
      expect(parsed, slug).not.toBeNull();
      if (`/search/${slug}` !== tenant.search.listing_path.replace(/\/$/, '')) {
        expect(parsed?.landing?.title).toBe(title);
      }
    }
  });

  test('the stock menu links resolve (product rule 5.9), and each site car type has a path', () => {
    expect(parseListingUrl('/search/used-cars', vocabulary)).not.toBeNull();
    for (const type of tenant.search.car_types) {
      expect(parseListingUrl(`/search/${type}-cars`, vocabulary), type).not.toBeNull();
    }
    expect(parseListingUrl('/electric-cars', vocabulary) !== null).toBe(
      tenant.features.electric_cars_link,
    );
  });
});
