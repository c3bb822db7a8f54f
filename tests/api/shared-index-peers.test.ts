// Two instances sharing one index (MEILI_HOST) and one Postgres: a reservation through one
// moves, on the other, the stock version of the reserved car's dealer only (decision 0042), so
// the other sites' cached pages stay. A peer of an earlier version names no dealers: then every
// site's version moves.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startClusterSync, type ClusterSync } from '#server/cluster/cluster-sync.server.ts';
import { createInProcessMeiliSearch } from '#server/search/engine/http/in-process-client.ts';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { CARS_INDEX_UID } from '#server/search/cars-index.server.ts';
import { ensureCarsIndex } from '#server/search/replace-tenant-cars.server.ts';
import {
  createClientSearchService,
  type SearchService,
} from '#server/search/search-service.server.ts';
import {
  createThrowawayPostgres,
  whyPostgresIsUnavailable,
  type ThrowawayPostgres,
} from '../support/test-databases.ts';
import { withinSeconds } from '../support/within-seconds.ts';

const skip = await whyPostgresIsUnavailable();

describe.skipIf(skip)('instances sharing one index', () => {
  let postgres: ThrowawayPostgres;
  const syncs: ClusterSync[] = [];
  let a: SearchService;
  let b: SearchService;
  const site = (dealer: string) => ({ scope_filter: `dealership_slug = "${dealer}"` });
  const versionsOnB = () => ['north', 'south'].map((dealer) => b.stockVersion(site(dealer)));

  beforeAll(async () => {
    postgres = await createThrowawayPostgres();
    // The cluster: one index both instances' clients talk to.
    const cluster = createInProcessMeiliSearch(createSearchEngine());
    await ensureCarsIndex(cluster);
    await cluster
      .index(CARS_INDEX_UID)
      .addDocuments([
        { id: 1, dealership_slug: 'north', reserved: false },
        { id: 2, dealership_slug: 'south', reserved: false },
      ])
      .waitTask();
    const start = async () => {
      const sync = await startClusterSync({
        databaseUrl: postgres.url,
        search: createClientSearchService(cluster),
        ownIndex: false,
        logger: pino({ level: 'silent' }),
        peers: { inventory: () => {}, sites: () => {}, refreshAll: () => {} },
      });
      syncs.push(sync);
      return sync.search;
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await Promise.all(syncs.map((sync) => sync.close()));
    await postgres?.drop();
  });

  test("a reservation through one instance moves the other's version of that dealer only", async () => {
    const [north, south] = versionsOnB();
    expect(await a.setReserved([{ id: 2, reserved: true }])).toEqual(['south']);
    await withinSeconds(5, async () => expect(versionsOnB()[1]).not.toBe(south));
    expect(versionsOnB()[0]).toBe(north);
  });

  test("a peer's reservation that names no dealers moves every site's version", async () => {
    const before = versionsOnB();
    syncs[0]!.publish({ kind: 'reserved', updates: [{ id: 1, reserved: true }] });
    await withinSeconds(5, async () => {
      const after = versionsOnB();
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).not.toBe(before[1]);
    });
  });
});
