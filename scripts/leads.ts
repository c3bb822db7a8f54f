// `npm run leads -- list|show|export|redeliver ...`: lead operations (docs/operations.md, "Leads operations").
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { runCliEntry, storeOpenedBy } from './cli-entry.ts';
import { openLeadsStore } from './leads/open-leads-store.ts';
import { runLeadsCli } from './leads/run-leads-cli.ts';

runCliEntry('leads', import.meta.url, (env, argv) =>
  runLeadsCli(argv, {
    tenants: loadTenants(env.TENANTS_DIR),
    withStore: storeOpenedBy(() => openLeadsStore(env)),
  }),
);
