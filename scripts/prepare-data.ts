// What a first start needs in DATA_DIR, made by a process of its own that then ends: the
// demo inventory (when there is none and DEMO_INVENTORY allows it) and the embedded database.
// Creating either leaves memory behind that the server would keep (docs/decisions/0020); the
// server starts this (server/startup/prepare-data-process.server.ts), bundled as
// dist/prepare-data.mjs, so no TypeScript loader is needed at run time.
//
// A SIGTERM (the server forwards its own) ends it at once with exit 0: what it was making is in
// a staging folder that is deleted, never half written where the server reads.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  inventoryDir,
  listInventoryTenants,
} from '../server/inventory/tenant-inventory-files.server.ts';
import { createLogger } from '../server/logger.server.ts';
import { readStartupEnv } from './startup-env.ts';
import { loadTenants } from '../server/tenancy/load-tenants.server.ts';
import { pgliteDir } from '../server/db/open-database.server.ts';
import {
  createPGliteDatabase,
  creatingDir,
  hasPGliteDatabase,
} from '../server/db/create-pglite.server.ts';
import { readPGliteTemplate } from '../server/db/pglite-template.server.ts';
import { seedDemoInventory } from './demo-inventory.ts';

const staging: string[] = [];
// SIGINT too: Ctrl-C in a terminal reaches this process as well as the server.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    for (const dir of staging) fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

const env = readStartupEnv();
const logger = createLogger(env.LOG_LEVEL);
// `--part inventory` or `--part database`: the server runs the two at once (each in its own
// process); without it, both in turn.
const { values } = parseArgs({ options: { part: { type: 'string' } } });
const wants = (part: string) => values.part === undefined || values.part === part;

// A cluster (MEILI_HOST) is filled by imports; the embedded engine starts from DATA_DIR's files.
// Sites that name a dealer feed fill their stock themselves: a new fleet starts empty.
const noStockYet =
  wants('inventory') && !env.MEILI_HOST && listInventoryTenants(env.DATA_DIR).length === 0;
const feedSites = noStockYet
  ? loadTenants(env.TENANTS_DIR).filter((site) => site.feeds?.length)
  : [];
if (noStockYet && !env.DEMO_INVENTORY && feedSites.length > 0) {
  logger.info(
    { dataDir: env.DATA_DIR, sitesWithFeeds: feedSites.length },
    'no inventory yet: the sites with dealer feeds fill it at their first pull',
  );
} else if (noStockYet) {
  if (!env.DEMO_INVENTORY) {
    console.error(
      `Startup failed: no inventory in ${env.DATA_DIR} and no site names a dealer feed. Import each dealer's stock (npm run import), point sites at their feeds (docs/inventory.md), or set DEMO_INVENTORY=true to serve generated demo cars.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const seedDir = path.join(env.DATA_DIR, `.demo-inventory-${process.pid}`);
  staging.push(seedDir);
  const { cars } = await seedDemoInventory({
    dataDir: seedDir,
    now: new Date(),
    photos: env.DEMO_PHOTOS,
  });
  const target = inventoryDir(env.DATA_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(inventoryDir(seedDir), target);
  fs.rmSync(seedDir, { recursive: true, force: true });
  const ms = Math.round(performance.now() - started);
  logger.info({ count: cars.length, dataDir: env.DATA_DIR, ms }, 'imported demo inventory');
}

const database = pgliteDir(env.DATA_DIR);
if (wants('database') && !env.DATABASE_URL && !hasPGliteDatabase(database)) {
  const started = performance.now();
  staging.push(creatingDir(database));
  const template = readPGliteTemplate();
  const applied = await createPGliteDatabase(database, template);
  logger.info(
    {
      from: template ? 'template' : 'initdb',
      migrationsApplied: applied,
      ms: Math.round(performance.now() - started),
    },
    'embedded database created',
  );
}
