// The server's own multi-search reads skip the client's Fetch round trip: they must answer
// and refuse exactly as the in-process client does.
import { beforeAll, expect, test } from 'vitest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import {
  apiErrorOf,
  createInProcessMeiliSearch,
} from '#server/search/engine/http/in-process-client.ts';
import { createInProcessMultiSearch } from '#server/search/engine/http/in-process-multi-search.ts';

const cars = [
  { id: 1, make: 'Toyota', model: 'Corolla', price: 20000, features: ['Camera'], note: undefined },
  { id: 2, make: 'Toyota', model: 'Hilux', price: 45000, features: ['Towbar'] },
  { id: 3, make: 'Honda', model: 'Civic', price: 22000, features: ['Camera', 'Bluetooth'] },
];

const engine = createSearchEngine();
const client = createInProcessMeiliSearch(engine);
const multiSearch = createInProcessMultiSearch(engine);

beforeAll(async () => {
  await client.createIndex('cars', { primaryKey: 'id' }).waitTask();
  await client
    .index('cars')
    .updateSettings({ filterableAttributes: ['make', 'price'], sortableAttributes: ['price'] })
    .waitTask();
  await client.index('cars').addDocuments(cars).waitTask();
});

/** An answer without its timing, which differs from call to call. */
function withoutTimings(answer: unknown): unknown {
  return JSON.parse(
    JSON.stringify(answer, (key, value: unknown) => (key === 'processingTimeMs' ? 0 : value)),
  );
}

test('answers what the client answers', async () => {
  const queries = [
    { indexUid: 'cars', q: 'toyota', filter: 'price < 30000', limit: 5, offset: undefined },
    {
      indexUid: 'cars',
      q: '',
      filter: 'make = Toyota OR make = Honda',
      sort: ['price:desc'],
      attributesToRetrieve: ['id', 'model'],
      facets: ['make'],
    },
  ];
  const direct = await multiSearch({ queries });
  const viaClient = await client.multiSearch({ queries } as never);
  expect(withoutTimings(direct)).toEqual(withoutTimings(viaClient));
  expect(
    (direct as { results: Array<{ hits: Array<{ id: number }> }> }).results[1]!.hits.map(
      (hit) => hit.id,
    ),
  ).toEqual([2, 3, 1]);
});

test('shares no object with the index: changing an answer changes no later one', async () => {
  const queries = [{ indexUid: 'cars', q: '', filter: 'make = Honda' }];
  const first = (await multiSearch({ queries })) as {
    results: Array<{ hits: Array<{ features: string[] }> }>;
  };
  first.results[0]!.hits[0]!.features.push('Sunroof');
  const second = (await multiSearch({ queries })) as typeof first;
  expect(second.results[0]!.hits[0]!.features).toEqual(['Camera', 'Bluetooth']);
});

test('refuses as the client does: the same error, found the same way', async () => {
  const queries = [{ indexUid: 'cars', q: '', filter: 'model = Civic' }];
  const direct = await multiSearch({ queries }).catch((error: unknown) => error);
  const viaClient = await client.multiSearch({ queries } as never).catch((error: unknown) => error);
  expect(direct).toBeInstanceOf(Error);
  expect((direct as Error).constructor).toBe((viaClient as Error).constructor);
  const [directApi, clientApi] = [apiErrorOf(direct), apiErrorOf(viaClient)];
  expect(directApi?.cause).toEqual(clientApi?.cause);
  expect(directApi?.response.status).toBe(400);
  expect((directApi as { code?: string }).code).toBe('invalid_search_filter');
});

test('an unknown index is the same not-found error', async () => {
  const queries = [{ indexUid: 'boats', q: '' }];
  const direct = await multiSearch({ queries }).catch((error: unknown) => error);
  const viaClient = await client.multiSearch({ queries } as never).catch((error: unknown) => error);
  expect(apiErrorOf(direct)?.cause).toEqual(apiErrorOf(viaClient)?.cause);
  expect(apiErrorOf(direct)?.response.status).toBe(404);
});
