// `npm start`: make sure the browser bundle and the demo inventory exist, then run the server.
import fs from 'node:fs';
import { buildClient, isClientBuildStale, MANIFEST_FILE } from '../esbuild.config.ts';
import { EnvError, parseEnv } from '../server/env.server.ts';
import { listInventoryTenants } from '../server/inventory/tenant-inventory-files.server.ts';
import { createLogger } from '../server/logger.server.ts';
import { seedDemoInventory } from './demo-inventory.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof EnvError ? `Startup failed: ${error.message}` : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);

// A production image ships a built bundle; rebuild only where sources can change.
const needsBuild =
  env.NODE_ENV === 'production' ? !fs.existsSync(MANIFEST_FILE) : isClientBuildStale();
if (needsBuild) {
  const manifest = await buildClient({ minify: true });
  logger.info({ entry: manifest.entry }, 'built browser bundle');
}

// A cluster (MEILI_HOST) is filled by imports; the embedded engine starts from DATA_DIR's files.
if (!env.MEILI_HOST && listInventoryTenants(env.DATA_DIR).length === 0) {
  if (!env.DEMO_INVENTORY) {
    console.error(
      `Startup failed: no inventory in ${env.DATA_DIR}. Import each dealer's stock (npm run import), or set DEMO_INVENTORY=true to serve generated demo vehicles.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const { cars } = await seedDemoInventory({ dataDir: env.DATA_DIR, now: new Date() });
  const ms = Math.round(performance.now() - started);
  logger.info({ count: cars.length, dataDir: env.DATA_DIR, ms }, 'imported demo inventory');
}

await import('../server/index.ts');
