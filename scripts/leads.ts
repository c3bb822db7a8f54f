// `npm run leads -- list|show|export|redeliver ...`: lead operations (docs/operations.md, "Leads operations").
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { runCliEntry, storeOpenedBy } from './cli-entry.ts';
import { openLeadsStore } from './leads/open-leads-store.ts';
import { runLeadsCli } from './leads/run-leads-cli.ts';

runCliEntry('leads', import.meta.url, (env, argv) =>
  runLeadsCli(argv, {
    tenants: loadTenants(repoPath('tenants')),
    withStore: storeOpenedBy(() => openLeadsStore(env)),
  }),
);
