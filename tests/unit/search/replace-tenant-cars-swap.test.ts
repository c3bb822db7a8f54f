import { describe, expect, it } from 'vitest';
import type { Meilisearch } from 'meilisearch';
import { CARS_INDEX_UID } from '#server/search/cars-index.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { createInProcessMeiliSearch } from '#server/search/engine/http/in-process-client.ts';
import {
  ensureCarsIndex,
  MAX_BUILD_ATTEMPTS,
  replaceTenantCars,
} from '#server/search/replace-tenant-cars.server.ts';
import {
  createEmbeddedSearchService,
  type SearchService,
} from '#server/search/search-service.server.ts';

interface TestCar {
  id: number;
  name: string;
  dealership_slug: string;
  reserved: boolean;
  custom_rank: number;
}

const car = (id: number, dealer: string, name: string): TestCar => ({
  id,
  name,
  dealership_slug: dealer,
  reserved: false,
  custom_rank: id,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Alpha's reimport drops ids 1-150, keeps 151-300 (renamed) and adds 301-450.
const OLD_ALPHA = range(1, 300).map((id) => car(id, 'alpha', `old ${id}`));
const NEW_ALPHA = range(151, 450).map((id) => car(id, 'alpha', `new ${id}`));
const BETA = range(1001, 1200).map((id) => car(id, 'beta', `beta ${id}`));

const asDocuments = (cars: TestCar[]) => cars as unknown as CarDocument[];
const signature = (cars: Array<{ id: unknown; name: unknown }>) =>
  cars
    .map((hit) => `${String(hit.id)}:${String(hit.name)}`)
    .sort()
    .join(',');

async function stockOf(service: Pick<SearchService, 'multiSearch'>, dealer: string) {
  const { results } = await service.multiSearch([
    {
      indexUid: CARS_INDEX_UID,
      q: '',
      filter: `dealership_slug = ${dealer}`,
      limit: 1_000,
      attributesToRetrieve: ['id', 'name', 'reserved'],
    },
  ]);
  return results[0]!.hits as Array<{ id: number; name: string; reserved: boolean }>;
}

async function clientWithStock(): Promise<Meilisearch> {
  const client = createInProcessMeiliSearch(createSearchEngine());
  await ensureCarsIndex(client);
  await client
    .index(CARS_INDEX_UID)
    .addDocuments([...OLD_ALPHA, ...BETA])
    .waitTask();
  return client;
}

async function swapCount(client: Meilisearch): Promise<number> {
  const { results } = await client.tasks.getTasks({ limit: 1_000 });
  return results.filter((task) => task.type === 'indexSwap').length;
}

const searchOf = (client: Meilisearch) => ({
  multiSearch: (queries: never[]) => client.multiSearch({ queries }) as never,
});

describe('replacing a tenant’s cars through a swapped-in index', () => {
  it('answers searches with the whole old or the whole new stock while an import runs', async () => {
    const service = await createEmbeddedSearchService([...OLD_ALPHA, ...BETA] as never[]);
    const oldAlpha = signature(OLD_ALPHA);
    const newAlpha = signature(NEW_ALPHA);
    const beta = signature(BETA);

    let done = false;
    const importing = service
      .replaceTenantCars('alpha', asDocuments(NEW_ALPHA))
      .finally(() => (done = true));
    const seen: string[] = [];
    while (!done) {
      const [alpha, other] = await Promise.all([
        stockOf(service, 'alpha'),
        stockOf(service, 'beta'),
      ]);
      const now = signature(alpha);
      expect([oldAlpha, newAlpha]).toContain(now);
      expect(signature(other)).toBe(beta);
      seen.push(now === oldAlpha ? 'old' : 'new');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await importing;

    // Searches ran while the build was in progress, and once swapped never went back.
    expect(seen.filter((answer) => answer === 'old').length).toBeGreaterThan(3);
    expect(seen.slice(seen.indexOf('new')).every((answer) => answer === 'new')).toBe(true);
    expect(signature(await stockOf(service, 'alpha'))).toBe(newAlpha);
    expect(signature(await stockOf(service, 'beta'))).toBe(beta);
  });

  it('keeps a reservation made while an import runs', async () => {
    const service = await createEmbeddedSearchService([...OLD_ALPHA, ...BETA] as never[]);
    const importing = service.replaceTenantCars('alpha', asDocuments(NEW_ALPHA));
    // Another dealer's car and a car the import keeps, reserved mid-import.
    const reserving = service.setReserved([
      { id: 1050, reserved: true },
      { id: 200, reserved: true },
    ]);
    await Promise.all([importing, reserving]);

    const reserved = (cars: Array<{ id: number; reserved: boolean }>) =>
      cars.filter((hit) => hit.reserved).map((hit) => hit.id);
    expect(reserved(await stockOf(service, 'beta'))).toEqual([1050]);
    expect(reserved(await stockOf(service, 'alpha'))).toEqual([200]);
    expect(signature(await stockOf(service, 'alpha'))).toBe(signature(NEW_ALPHA));
  });

  it('rebuilds when the live index changed during the build, keeping that change', async () => {
    const client = await clientWithStock();
    let builds = 0;
    const result = await replaceTenantCars(client, 'alpha', asDocuments(NEW_ALPHA), () => {
      builds += 1;
      // A write that bypasses the service's queue (another process, say), on the first build only.
      if (builds === 1) {
        return client
          .index(CARS_INDEX_UID)
          .updateDocuments([{ id: 1100, reserved: true }])
          .waitTask()
          .then(() => undefined);
      }
    });

    expect(builds).toBe(2);
    // Caught before swapping: the stock went live once.
    expect(await swapCount(client)).toBe(1);
    expect(result).toEqual({ written: NEW_ALPHA.length, removed: 150 });
    const beta = await stockOf(searchOf(client), 'beta');
    expect(beta.filter((hit) => hit.reserved).map((hit) => hit.id)).toEqual([1100]);
    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(NEW_ALPHA));
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });

  it('undoes the swap and rebuilds when a write reached the old index just before the swap', async () => {
    const client = await clientWithStock();
    let raced = false;
    // The write lands after the pre-swap check, just ahead of the swap task.
    const racing = new Proxy(client, {
      get(target, property) {
        if (property !== 'swapIndexes' || raced) {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (swaps: Parameters<Meilisearch['swapIndexes']>[0]) => ({
          waitTask: async (options?: { timeout?: number }) => {
            raced = true;
            await target.index(CARS_INDEX_UID).updateDocuments([{ id: 1150, reserved: true }]);
            return target.swapIndexes(swaps).waitTask(options);
          },
        });
      },
    });
    let builds = 0;
    await replaceTenantCars(racing, 'alpha', asDocuments(NEW_ALPHA), () => {
      builds += 1;
    });

    expect(builds).toBe(2);
    // Swapped, swapped back, then the rebuild swapped in.
    expect(await swapCount(client)).toBe(3);
    const beta = await stockOf(searchOf(client), 'beta');
    expect(beta.filter((hit) => hit.reserved).map((hit) => hit.id)).toEqual([1150]);
    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(NEW_ALPHA));
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });

  it('fails loudly and leaves the live stock alone when the live index never settles', async () => {
    const client = await clientWithStock();
    let builds = 0;
    const replacing = replaceTenantCars(client, 'alpha', asDocuments(NEW_ALPHA), () => {
      builds += 1;
      return client
        .index(CARS_INDEX_UID)
        .updateDocuments([{ id: 1000 + builds, reserved: true }])
        .waitTask()
        .then(() => undefined);
    });

    await expect(replacing).rejects.toThrow(/kept changing/);
    expect(builds).toBe(MAX_BUILD_ATTEMPTS);
    expect(await swapCount(client)).toBe(0);
    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(OLD_ALPHA));
    await client.tasks.waitForTasks(
      (await client.tasks.getTasks({ statuses: ['enqueued', 'processing'] })).results.map(
        (task) => task.uid,
      ),
    );
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });

  it('still refuses ids that belong to another dealer, writing nothing', async () => {
    const client = await clientWithStock();
    const taken = [...NEW_ALPHA, car(1001, 'alpha', 'taken')];
    await expect(replaceTenantCars(client, 'alpha', asDocuments(taken))).rejects.toThrow(
      /another dealer's cars: 1001/,
    );
    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(OLD_ALPHA));
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });
});
