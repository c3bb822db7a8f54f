// `npm run seed -- [--scale N] [--data-dir DIR] [--seed S] [--now ISO] [--tenants DIR]`
// Replaces every tenant's stock with the deterministic demo inventory, through the importer.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Meilisearch } from 'meilisearch';
import { parseEnv } from '../server/env.server.ts';
import { DEFAULT_INVENTORY_COUNT, DEFAULT_INVENTORY_SEED } from '../seed/demo-cars.ts';
import { seedDemoInventory, type SeedDemoOptions } from './demo-inventory.ts';
import { createProgressBar } from './progress-bar.ts';

const USAGE =
  'Usage: npm run seed -- [--scale N] [--data-dir DIR] [--seed S] [--now ISO] [--tenants DIR]';

function readWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new Error(`--${name} must be a whole number, got '${value}'. ${USAGE}`);
  }
  return number;
}

export function parseSeedArgs(argv: string[]): SeedDemoOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' }, // number of cars across all dealers
      'data-dir': { type: 'string' }, // default: DATA_DIR
      seed: { type: 'string' },
      now: { type: 'string' },
      tenants: { type: 'string' },
    },
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new Error(`--now must be an ISO date, got '${values.now}'.`);
  const env = parseEnv();
  return {
    dataDir: values['data-dir'] ?? env.DATA_DIR,
    now,
    count: readWholeNumber('scale', values.scale, DEFAULT_INVENTORY_COUNT),
    seed: readWholeNumber('seed', values.seed, DEFAULT_INVENTORY_SEED),
    ...(values.tenants === undefined ? {} : { tenantsDir: values.tenants }),
    ...(env.MEILI_HOST
      ? {
          searchClient: new Meilisearch({
            host: env.MEILI_HOST,
            ...(env.MEILI_API_KEY ? { apiKey: env.MEILI_API_KEY } : {}),
          }),
        }
      : {}),
  };
}

export async function runSeed(argv: string[]): Promise<void> {
  const started = performance.now();
  const options = parseSeedArgs(argv);
  const progress = createProgressBar(process.stderr);
  const { cars, imports } = await seedDemoInventory({
    ...options,
    onProgress: (slug, phase, done, total) => progress.update(`${slug} ${phase}`, done, total),
  });
  progress.done();
  for (const summary of imports) {
    const counts = { new: 0, demo: 0, used: 0 };
    for (const car of cars) if (car.dealership_slug === summary.tenant) counts[car.car_type] += 1;
    console.log(
      `${summary.tenant}: ${summary.count} cars (new ${counts.new}, demo ${counts.demo}, used ${counts.used})`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`imported ${cars.length} demo cars into ${options.dataDir} in ${seconds}s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSeed(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
