// `npm run feeds -- status|history|pull|approve ...`: dealer feeds (docs/inventory.md, "Dealer feeds").
import { clusterClient } from '#server/inventory/feeds/cluster-client.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { runCliEntry, storeOpenedBy } from './cli-entry.ts';
import { openFeedsDatabase } from './feeds/open-feeds-database.ts';
import { runFeedsCli } from './feeds/run-feeds-cli.ts';

runCliEntry('feeds', import.meta.url, (env, argv) =>
  runFeedsCli(argv, {
    tenants: loadTenants(env.TENANTS_DIR),
    dataDir: env.DATA_DIR,
    secrets: process.env,
    searchClient: clusterClient(env),
    withStore: storeOpenedBy(() => openFeedsDatabase(env)),
  }),
);
