// `npm start`: make sure the browser bundle and the demo inventory exist, then run the server.
import fs from 'node:fs';
import { buildClient, isClientBuildStale, MANIFEST_FILE } from '../esbuild.config.ts';
import { EnvError, parseEnv } from '../server/env.server.ts';
import { inventoryFile } from '../server/platform.server.ts';
import { createLogger } from '../server/logger.server.ts';
import { writeDemoInventory } from '../seed/write-demo-inventory.ts';

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

const inventory = inventoryFile(env);
if (!fs.existsSync(inventory)) {
  if (!env.DEMO_INVENTORY) {
    console.error(
      `Startup failed: no inventory at ${inventory}. Import the dealers' stock, or set DEMO_INVENTORY=true to serve generated demo vehicles.`,
    );
    process.exit(1);
  }
  const { count } = writeDemoInventory({ out: inventory, now: new Date() });
  logger.info({ count, file: inventory }, 'wrote demo inventory');
}

await import('../server/index.ts');
