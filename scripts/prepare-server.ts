// Before the server runs (`npm start`, `npm run dev`, the container): the environment is
// valid, the browser bundle (and with --server-bundle the server's) is built, and there is
// inventory to serve. Exits non-zero with one readable line when the server could not start.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildClient,
  buildServer,
  isClientBuildStale,
  isServerBuildStale,
  MANIFEST_FILE,
  SERVER_BUNDLE,
} from '../esbuild.config.ts';
import { EnvError, parseEnv } from '../server/env.server.ts';
import { listInventoryTenants } from '../server/inventory/tenant-inventory-files.server.ts';
import { createLogger } from '../server/logger.server.ts';
import { openDatabase, pgliteDir } from '../server/db/open-database.server.ts';
import { seedDemoInventory } from './demo-inventory.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof EnvError ? `Startup failed: ${error.message}` : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);

// A production image ships a built browser bundle; rebuild only where sources can change.
const isProduction = env.NODE_ENV === 'production';
if (isProduction ? !fs.existsSync(MANIFEST_FILE) : isClientBuildStale()) {
  const manifest = await buildClient({ minify: true });
  logger.info({ entry: manifest.entry }, 'built browser bundle');
}
// `npm start` runs the server bundle: plain JavaScript (docs/decisions/0020-page-cache.md).
// Like the browser bundle, production builds it only when missing (an image's dist/ may be
// read-only) and says so when the sources look newer.
const { values } = parseArgs({ options: { 'server-bundle': { type: 'boolean' } } });
if (values['server-bundle']) {
  if (isProduction ? !fs.existsSync(SERVER_BUNDLE) : isServerBuildStale()) {
    await buildServer();
    logger.info('built server bundle');
  } else if (isProduction && isServerBuildStale()) {
    logger.warn('dist/server.mjs is older than the sources: run npm run build to serve them');
  }
}

// A cluster (MEILI_HOST) is filled by imports; the embedded engine starts from DATA_DIR's files.
if (!env.MEILI_HOST && listInventoryTenants(env.DATA_DIR).length === 0) {
  if (!env.DEMO_INVENTORY) {
    console.error(
      `Startup failed: no inventory in ${env.DATA_DIR}. Import each dealer's stock (npm run import), or set DEMO_INVENTORY=true to serve generated demo cars.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const { cars } = await seedDemoInventory({
    dataDir: env.DATA_DIR,
    now: new Date(),
    photos: env.DEMO_PHOTOS,
  });
  const ms = Math.round(performance.now() - started);
  logger.info({ count: cars.length, dataDir: env.DATA_DIR, ms }, 'imported demo inventory');
}

// A new embedded database is created here, in a process that ends: creating one leaves
// memory behind that the server would keep (docs/decisions/0020-page-cache.md).
if (!env.DATABASE_URL && !fs.existsSync(path.join(pgliteDir(env.DATA_DIR), 'PG_VERSION'))) {
  await (await openDatabase(env, logger)).close();
}
