// The server's listing search client: an instant-meilisearch client whose requests go to
// the search proxy in process, so they are scoped exactly like a browser's. The listing
// searches through it once (decision 0032); getServerState, which the listing's guard test
// compares with, collects through it the same way.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  getServerState,
  Hits,
  InstantSearch,
  InstantSearchSSRProvider,
  RefinementList,
  type InstantSearchServerState,
} from 'react-instantsearch';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { eachTenantDocuments } from '#server/inventory/inventory-sync.server.ts';
import { createEmbeddedSearchService } from '#server/search/search-service.server.ts';
import { createScopedMultiSearch } from '#server/search/proxy/scoped-multi-search.ts';
import { createTenantSearchHandler } from '#server/search/proxy/tenant-search-handler.ts';
import {
  apiErrorOf,
  createInProcessHttpClient,
  IN_PROCESS_HOST,
} from '#server/search/engine/http/in-process-client.ts';
import { makeDataDir } from '../support/test-platform.ts';

let dataDir = '';
let tenants: TenantConfig[] = [];
let multiSearch: ReturnType<typeof createScopedMultiSearch>;

beforeAll(async () => {
  dataDir = await makeDataDir(400);
  tenants = loadTenants(repoPath('tenants'));
  const search = await createEmbeddedSearchService(eachTenantDocuments(dataDir, tenants));
  multiSearch = createScopedMultiSearch({ search });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function searchClientFor(slug: string) {
  const tenant = tenants.find((candidate) => candidate.slug === slug)!;
  let requests = 0;
  const handler = createTenantSearchHandler(multiSearch, { slug, search: tenant.search });
  const counted = (request: Request) => {
    requests += 1;
    return handler(request);
  };
  const { searchClient } = instantMeiliSearch(IN_PROCESS_HOST, '', {
    httpClient: createInProcessHttpClient(counted),
  });
  return { searchClient, requests: () => requests };
}

function Listing({ searchClient }: { searchClient: unknown }) {
  return (
    <InstantSearch searchClient={searchClient as never} indexName="cars">
      <RefinementList attribute="make" />
      <Hits hitComponent={({ hit }) => <span>{String(hit['stocknum'])}</span>} />
    </InstantSearch>
  );
}

test('getServerState collects one scoped search; the real render reuses it', async () => {
  const { searchClient, requests } = searchClientFor('bayside-mazda');
  const serverState: InstantSearchServerState = await getServerState(
    <Listing searchClient={searchClient} />,
    { renderToString },
  );
  const [results] = serverState.initialResults['cars']!.results!;
  // product rule 9.14: the site's stock, its sold cars left out.
  const own = [...eachTenantDocuments(dataDir, tenants)]
    .flat()
    .filter((car) => car.dealership_slug === 'bayside-mazda' && !car.sold);
  expect(results!.nbHits).toBe(own.length);
  const makeCounts = Object.values(results!.facets?.['make'] ?? {});
  expect(makeCounts.reduce((sum, count) => sum + count, 0)).toBe(own.length);
  for (const hit of results!.hits) expect(hit['dealership_slug']).toBe('bayside-mazda');
  const collected = requests();
  expect(collected).toBeGreaterThan(0);

  const html = renderToString(
    <InstantSearchSSRProvider {...serverState}>
      <Listing searchClient={searchClient} />
    </InstantSearchSSRProvider>,
  );
  expect(html).toContain(String(results!.hits[0]!['stocknum']));
  expect(html).toContain('Mazda');
  expect(requests()).toBe(collected);
});

test('a shopper filter cannot widen the scope of a server-side search either', async () => {
  const { searchClient } = searchClientFor('bayside-mazda');
  const search = (filters: string) =>
    searchClient.search([{ indexName: 'cars', params: { filters } }] as never) as Promise<{
      results: Array<{ nbHits: number }>;
    }>;
  const rejected = await search('dealership_slug = "harbour-city-motors") OR (make = Mazda').then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(apiErrorOf(rejected)?.message).toMatch(/unexpected characters/);
  const other = await search('dealership_slug = "harbour-city-motors"');
  expect(other.results[0]!.nbHits).toBe(0);
});
