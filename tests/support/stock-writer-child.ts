// A separate process writing one feed's cars into a site's stock through the import's staging,
// for the stock lock tests: `node --import tsx stock-writer-child.ts DATA_DIR SLUG FEED CSV GO`.
// It prints `waiting <holder>`, `staged` and `committed`, holding the staged stock (and the
// lock) until the file GO exists: `-` commits at once, a file never written is a writer to kill.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { stageTenantStock } from '#server/inventory/import/stage-tenant-stock.server.ts';
import { readFeedFile } from '#server/inventory/import/read-feed-file.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { stockLockTenant } from './stock-lock-tenant.ts';

const [dataDir, slug, feed, csv, go] = process.argv.slice(2);
if (!dataDir || !slug || !feed || !csv || !go) throw new Error('usage: DATA_DIR SLUG FEED CSV GO');
const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === slug)!;
const staged = await stageTenantStock(readFeedFile(csv), feed, {
  dataDir,
  tenant: stockLockTenant(base),
  now: new Date(),
  feed,
  lockWait: { onWait: (holder) => console.log(`waiting ${holder}`) },
});
if (staged.problems.length > 0) throw new Error(JSON.stringify(staged.problems));
console.log('staged');
while (go !== '-' && !fs.existsSync(go)) await sleep(20);
staged.commit();
console.log('committed');
