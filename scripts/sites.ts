// `npm run sites -- check|list|new ...`: the site files of TENANTS_DIR (docs/adding-a-site.md).
import { runCliEntry, storeOpenedBy } from './cli-entry.ts';
import { openFeedsDatabase } from './feeds/open-feeds-database.ts';
import { runSitesCli } from './sites/run-sites-cli.ts';

runCliEntry('sites', import.meta.url, (env, argv) =>
  runSitesCli(argv, {
    tenantsDir: env.TENANTS_DIR,
    dataDir: env.DATA_DIR,
    withStore: storeOpenedBy(() => openFeedsDatabase(env)),
  }),
);
