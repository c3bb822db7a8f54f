import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { describe, expect, test } from 'vitest';
import {
  isFacetDistributionProbe,
  withoutFacetDistributionProbe,
  type SearchHttpClient,
} from '#shared/pages/listing/facet-distribution-probe.ts';
import { createListingSearchClient } from '#shared/pages/listing/listing-search-client.ts';

type Query = { indexUid: string; q?: string; facets?: string[] };

/** A search engine stand-in answering every query with counts that say which body it saw. */
function recordingTransport() {
  const bodies: Array<{ queries: Query[] }> = [];
  const send: SearchHttpClient = async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { queries: Query[] };
    bodies.push(body);
    return {
      results: body.queries.map((query) => ({
        indexUid: query.indexUid,
        hits: [{ id: 'a', make: 'Ford' }],
        query: query.q ?? '',
        processingTimeMs: 1,
        hitsPerPage: 21,
        page: 1,
        totalPages: 1,
        totalHits: 1,
        facetDistribution: { make: { Ford: bodies.length } },
        facetStats: {},
      })),
    };
  };
  return { send, bodies };
}

const listingRequest = {
  indexName: 'cars',
  params: {
    query: '',
    facets: ['make', 'car_type'],
    facetFilters: [['make:Ford']],
    hitsPerPage: 21,
    page: 0,
    attributesToRetrieve: ['id', 'make'],
  },
};

describe('the facet-distribution probe', () => {
  test.each([
    [{ queries: [{ indexUid: 'cars', facets: ['make'], hitsPerPage: 21, page: 1 }] }, true],
    [{ queries: [{ indexUid: 'cars', facets: ['make'], limit: 20, offset: 0 }] }, true],
    [{ queries: [{ indexUid: 'cars', q: '', facets: ['make'], hitsPerPage: 21 }] }, false],
    [{ queries: [{ indexUid: 'cars', facets: ['make'], filter: ['make = Ford'] }] }, false],
    [{ queries: [] }, false],
    [null, false],
  ])('%j is a probe: %s', (body, expected) => {
    expect(isFacetDistributionProbe(body)).toBe(expected);
  });

  test('a listing search is one request, answered as with the probe sent', async () => {
    const probed = recordingTransport();
    const withProbe = instantMeiliSearch('http://search.test', '', {
      finitePagination: true,
      primaryKey: 'id',
      placeholderSearch: true,
      httpClient: probed.send,
    }).searchClient;
    const direct = recordingTransport();
    const listing = createListingSearchClient('http://search.test', direct.send);

    const expected = await withProbe.search([listingRequest] as never);
    const answered = await listing.search([listingRequest] as never);

    expect(probed.bodies).toHaveLength(2);
    expect(isFacetDistributionProbe(probed.bodies[0])).toBe(true);
    expect(direct.bodies).toEqual([probed.bodies[1]]);
    // The counts shown are the search's own, not the probe's.
    expect(answered).toEqual(
      JSON.parse(JSON.stringify(expected).replaceAll('"Ford":2', '"Ford":1')),
    );
  });

  test('anything else goes to the transport unchanged', async () => {
    const transport = recordingTransport();
    const send = withoutFacetDistributionProbe(transport.send);
    const body = { queries: [{ indexUid: 'cars', q: 'ranger', facets: ['make'] }] };
    await send(new URL('http://search.test/multi-search'), {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(transport.bodies).toEqual([body]);
  });
});
