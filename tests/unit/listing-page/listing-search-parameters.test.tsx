// The guard that keeps the server's one search in step with the listing's widgets: for many
// URLs on every demo site, the parameters read from the URL (listing-search-parameters.ts)
// are those InstantSearch registers from the rendered ListingSearch tree (getServerState,
// which the server ran before decision 0032), and the server's search sends the same queries.
import { readFileSync, readdirSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { describe, expect, test } from 'vitest';
import { ListingSearch } from '#shared/pages/listing/listing-search.tsx';
import { createListingSearchClient } from '#shared/pages/listing/listing-search-client.ts';
import { listingSearchParameters } from '#shared/pages/listing/listing-search-parameters.ts';
import { LISTING_SORT_OPTIONS } from '#shared/pages/listing/listing-sort-options.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { listingUrl } from '#shared/search-url/listing-url.ts';
import type { ListingVocabulary } from '#shared/search-url/listing-vocabulary.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type SearchState,
} from '#shared/search-url/search-state.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { searchListingServerState } from '#server/listing/listing-server-state.server.ts';
import { siteListingPaths } from '#shared/search-url/site-listing-paths.ts';

const folder = new URL('../../../tenants/', import.meta.url);
const tenants = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json')
  .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as TenantConfig);

const VALUES: Record<string, string[]> = {
  make: ['Toyota', 'Mazda', 'Land Rover'],
  make_model: ['Toyota RAV4', 'Mazda CX-5'],
  simple_body: ['suv', 'ute'],
  city: ['Concord'],
  location_name: ['Harbour City Toyota - Sales'],
  dealership_slug: ['harbour-city-motors'],
  dealership_name: ['Harbour City Toyota'],
  simple_fuel: ['Diesel'],
  simple_transmission: ['Automatic'],
  simple_drive: ['4x4'],
  filtered_features: ['Sunroof'],
  tag: ['Special'],
  colour: ['Red'],
  stocknum: ['HC1234'],
};

/** The URLs a site's listing answers, one of every kind (the server renders canonical ones). */
function listingUrls(tenant: TenantConfig, vocabulary: ListingVocabulary): string[] {
  const states: Array<Partial<SearchState>> = [
    {},
    { query: 'hilux 4x4' },
    { page: 2 },
    { page: 7, query: 'diesel' },
    { refinementList: { make: ['Toyota', 'Mazda'] } },
    {
      refinementList: { make: ['Toyota'], simple_body: ['suv'] },
      range: { price: { max: 30000 } },
    },
    { refinementList: { car_type: [tenant.search.car_types[0]!] } },
    ...REFINEMENT_ATTRIBUTES.map((attribute) => ({
      refinementList: { [attribute]: VALUES[attribute] ?? [tenant.search.car_types[0]!] },
    })),
    ...RANGE_ATTRIBUTES.flatMap((attribute) => [
      { range: { [attribute]: { min: 1 } } },
      { range: { [attribute]: { max: 50000 } } },
      { range: { [attribute]: { min: 2, max: 40000.5 } } },
    ]),
    ...LISTING_SORT_OPTIONS.map((option) => ({ sortBy: option.value })),
    // A sort the sort widget does not offer: not in the URL, the default ranking.
    { sortBy: 'cars:km:desc' },
    {
      query: 'ranger',
      page: 3,
      sortBy: 'cars:price:asc',
      refinementList: { make: ['Toyota'], stocknum: ['HC1'] },
      range: { km: { max: 100000 }, photos_count: { min: 1 } },
    },
  ];
  const landings = tenant.search.landing_paths.flatMap((path) => {
    const landing = parseListingUrl(`/search/${path.slug}`, vocabulary)?.landing;
    return landing
      ? [
          listingUrl({}, vocabulary, landing),
          listingUrl({ page: 2, refinementList: { make: ['Mazda'] } }, vocabulary, landing),
        ]
      : [];
  });
  const electric = tenant.features.electric_cars_link
    ? ['/electric-cars', '/electric-cars?page=2']
    : [];
  return [
    ...states.map((state) => listingUrl(state, vocabulary)),
    ...vocabulary.sitemapPaths,
    ...landings,
    ...electric,
  ];
}

/** The in-process search answered with a fixed empty shape, recording every body sent. */
function recordingSearchClient() {
  const bodies: unknown[] = [];
  const httpClient = async (_url: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body)) as { queries: Array<{ indexUid: string }> };
    bodies.push(body);
    return {
      results: body.queries.map((query, index) => ({
        indexUid: query.indexUid,
        hits: [],
        query: '',
        processingTimeMs: 0,
        hitsPerPage: 21,
        page: 1,
        totalPages: 0,
        totalHits: index,
        facetDistribution: {},
        facetStats: {},
      })),
    };
  };
  return { client: createListingSearchClient('http://search.test', httpClient as never), bodies };
}

describe.each(tenants.map((tenant) => [tenant.slug, tenant] as const))('%s', (_, tenant) => {
  const vocabulary = buildListingVocabulary({
    ...siteListingPaths(tenant),
    facetValues: VALUES,
  });
  const site = toSiteData(tenant);

  test.each(listingUrls(tenant, vocabulary))('%s', async (url) => {
    const landing = parseListingUrl(url, vocabulary)?.landing;
    const rendered = recordingSearchClient();
    const registered = await getServerState(
      <ListingSearch
        searchClient={rendered.client}
        location={{ current: () => url, navigate() {}, subscribe: () => () => {} }}
        vocabulary={vocabulary}
        {...(landing ? { landing } : {})}
        site={site}
        now={new Date('2026-11-29T00:00:00Z')}
        newStock={0}
        heading="Cars"
      />,
      { renderToString },
    );
    const parameters = listingSearchParameters({
      url,
      vocabulary,
      landing,
      searchFacets: site.search_facets,
    });
    expect(parameters).toEqual(registered.initialResults['cars']?.state);

    const searched = recordingSearchClient();
    const serverState = await searchListingServerState(searched.client, parameters);
    expect(searched.bodies).toEqual(rendered.bodies);
    expect(serverState.initialResults['cars']?.results).toEqual(
      registered.initialResults['cars']?.results,
    );
  });
});
