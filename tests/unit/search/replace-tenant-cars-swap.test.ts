import { spawn } from 'node:child_process';
import os from 'node:os';
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
  createClientSearchService,
  createEmbeddedSearchService,
  type SearchService,
} from '#server/search/search-service.server.ts';
import { ABANDONED_BUILD_MS, cleanAbandonedBuilds } from '#server/search/import-builds.server.ts';

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

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The pid of a process that has exited (an importer killed mid-build). */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const searchOf = (client: Meilisearch) => ({
  multiSearch: (queries: never[]) => client.multiSearch({ queries }) as never,
});

describe('replacing a tenant’s cars through a swapped-in index', () => {
  it('answers searches with the whole old or the whole new stock while a build runs', async () => {
    const client = await clientWithStock();
    const service = createClientSearchService(client);
    const oldAlpha = signature(OLD_ALPHA);
    const newAlpha = signature(NEW_ALPHA);
    const beta = signature(BETA);

    let done = false;
    const importing = replaceTenantCars(client, 'alpha', asDocuments(NEW_ALPHA)).finally(
      () => (done = true),
    );
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

  it('replaces a site’s stock in the embedded index in place, in one task', async () => {
    const service = await createEmbeddedSearchService([[...OLD_ALPHA, ...BETA]] as never[]);
    const searches: Array<Promise<string>> = [];
    const importing = service.replaceTenantCars('alpha', asDocuments(NEW_ALPHA));
    // Searches asked while the import is under way answer the old stock or the new, whole.
    for (let i = 0; i < 20; i += 1) {
      searches.push(stockOf(service, 'alpha').then(signature));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await importing;
    for (const answer of await Promise.all(searches)) {
      expect([signature(OLD_ALPHA), signature(NEW_ALPHA)]).toContain(answer);
    }
    expect(signature(await stockOf(service, 'alpha'))).toBe(signature(NEW_ALPHA));
    expect(signature(await stockOf(service, 'beta'))).toBe(signature(BETA));

    // Another dealer's car ids are refused, and nothing changes.
    await expect(
      service.replaceTenantCars('alpha', asDocuments([car(1001, 'alpha', 'taken')])),
    ).rejects.toThrow(/already used by another dealer's cars: 1001; nothing was written/);
    expect(signature(await stockOf(service, 'alpha'))).toBe(signature(NEW_ALPHA));
    expect(signature(await stockOf(service, 'beta'))).toBe(signature(BETA));

    // A removed site's stock leaves the index.
    await service.replaceTenantCars('alpha', []);
    expect(await stockOf(service, 'alpha')).toEqual([]);
    expect(signature(await stockOf(service, 'beta'))).toBe(signature(BETA));
  });

  it('keeps a reservation made while an import runs', async () => {
    const service = await createEmbeddedSearchService([[...OLD_ALPHA, ...BETA]] as never[]);
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

  it('loses no write made just before or just after the swap by another process', async () => {
    const client = await clientWithStock();
    // Another server instance on the same cluster: its own service, no shared queue.
    const other = createClientSearchService(client);
    const writes: Array<Promise<unknown>> = [];
    let raced = false;
    const racing = new Proxy(client, {
      get(target, property) {
        if (property !== 'swapIndexes' || raced) {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (swaps: Parameters<Meilisearch['swapIndexes']>[0]) => ({
          waitTask: async (options?: { timeout?: number }) => {
            raced = true;
            // Lands after the pre-swap check, ahead of the swap: it reaches the old index.
            const before = (await client.tasks.getTasks({ limit: 1 })).results[0]!.uid;
            writes.push(other.setReserved([{ id: 1150, reserved: true }]));
            await until(
              async () => (await client.tasks.getTasks({ limit: 1 })).results[0]!.uid > before,
            );
            const swapped = await target.swapIndexes(swaps).waitTask(options);
            // Lands right after the swap, on the new live index.
            await target
              .index(CARS_INDEX_UID)
              .updateDocuments([{ id: 1160, reserved: true }])
              .waitTask();
            return swapped;
          },
        });
      },
    });
    await replaceTenantCars(racing, 'alpha', asDocuments(NEW_ALPHA));
    await Promise.all(writes);

    const beta = await stockOf(searchOf(client), 'beta');
    expect(
      beta
        .filter((hit) => hit.reserved)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([1150, 1160]);
    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(NEW_ALPHA));
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });

  it('keeps both dealers’ new stock when two processes import at once', async () => {
    const client = await clientWithStock();
    const NEW_BETA = range(1101, 1300).map((id) => car(id, 'beta', `new beta ${id}`));
    let betaImport: Promise<unknown> | undefined;
    let raced = false;
    // Beta's whole import (another process) swaps in between alpha's check and alpha's swap.
    const racing = new Proxy(client, {
      get(target, property) {
        if (property !== 'swapIndexes' || raced) {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (swaps: Parameters<Meilisearch['swapIndexes']>[0]) => ({
          waitTask: async (options?: { timeout?: number }) => {
            raced = true;
            betaImport = replaceTenantCars(client, 'beta', asDocuments(NEW_BETA));
            await until(async () => (await swapCount(client)) === 1);
            return target.swapIndexes(swaps).waitTask(options);
          },
        });
      },
    });
    await replaceTenantCars(racing, 'alpha', asDocuments(NEW_ALPHA));
    await betaImport;

    expect(signature(await stockOf(searchOf(client), 'alpha'))).toBe(signature(NEW_ALPHA));
    expect(signature(await stockOf(searchOf(client), 'beta'))).toBe(signature(NEW_BETA));
    expect((await client.getIndexes()).results.map((index) => index.uid)).toEqual([CARS_INDEX_UID]);
  });

  it('deletes the cars_import_* index a crashed import left, and only that one', async () => {
    const client = await clientWithStock();
    const deadPid = await exitedPid();
    const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '-');
    const crashed = `${CARS_INDEX_UID}_import_alpha_3_${host}_${deadPid}_abc`;
    const running = `${CARS_INDEX_UID}_import_beta_3_${host}_${process.pid}_abc`;
    const elsewhere = `${CARS_INDEX_UID}_import_beta_3_other-host_1_abc`;
    for (const uid of [crashed, running, elsewhere]) await client.createIndex(uid).waitTask();

    expect(await cleanAbandonedBuilds(client)).toEqual([crashed]);
    const left = async () => (await client.getIndexes()).results.map((index) => index.uid).sort();
    expect(await left()).toEqual([CARS_INDEX_UID, running, elsewhere].sort());
    // Untouched for longer than a build ever is: abandoned wherever it came from.
    const later = new Date(Date.now() + ABANDONED_BUILD_MS + 60_000);
    expect((await cleanAbandonedBuilds(client, later)).sort()).toEqual([running, elsewhere].sort());
    expect(await left()).toEqual([CARS_INDEX_UID]);
  });

  it('cleans a crashed import’s index before the next import', async () => {
    const client = await clientWithStock();
    const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '-');
    const crashed = `${CARS_INDEX_UID}_import_alpha_3_${host}_${await exitedPid()}_abc`;
    await client.createIndex(crashed).waitTask();
    await replaceTenantCars(client, 'alpha', asDocuments(NEW_ALPHA));
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
