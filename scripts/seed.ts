// `npm run seed -- [--scale N] [--out FILE] [--seed S] [--now ISO] [--tenants DIR]`
// Writes the deterministic demo inventory for every tenant (tenants/*.json).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Car, CarType } from '../shared/inventory/car.ts';
import { parseEnv } from '../server/env.server.ts';
import { inventoryFile } from '../server/platform.server.ts';
import {
  DEFAULT_INVENTORY_COUNT,
  DEFAULT_INVENTORY_SEED,
  writeDemoInventory,
  type WriteDemoInventoryOptions,
} from '../seed/write-demo-inventory.ts';

const USAGE =
  'Usage: tsx scripts/seed.ts [--scale N] [--out FILE] [--seed S] [--now ISO] [--tenants DIR]';

function readWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new Error(`--${name} must be a whole number, got '${value}'. ${USAGE}`);
  }
  return number;
}

export function parseSeedArgs(argv: string[]): WriteDemoInventoryOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' }, // number of cars across all dealers
      out: { type: 'string' }, // default: the server's inventory file in DATA_DIR
      seed: { type: 'string' },
      now: { type: 'string' },
      tenants: { type: 'string' },
    },
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new Error(`--now must be an ISO date, got '${values.now}'.`);
  return {
    out: values.out ?? inventoryFile(parseEnv()),
    now,
    count: readWholeNumber('scale', values.scale, DEFAULT_INVENTORY_COUNT),
    seed: readWholeNumber('seed', values.seed, DEFAULT_INVENTORY_SEED),
    ...(values.tenants === undefined ? {} : { tenantsDir: values.tenants }),
  };
}

/** One line per dealer: `slug: N cars (new a, demo b, used c)`. */
export function summariseByDealer(cars: readonly Car[]): string[] {
  const byDealer = new Map<string, Record<CarType, number>>();
  for (const car of cars) {
    const counts = byDealer.get(car.dealership_slug) ?? { new: 0, demo: 0, used: 0 };
    counts[car.car_type] += 1;
    byDealer.set(car.dealership_slug, counts);
  }
  return [...byDealer].map(
    ([slug, c]) =>
      `${slug}: ${c.new + c.demo + c.used} cars (new ${c.new}, demo ${c.demo}, used ${c.used})`,
  );
}

export function runSeed(argv: string[]): void {
  const started = performance.now();
  const options = parseSeedArgs(argv);
  const written = writeDemoInventory(options);
  for (const line of summariseByDealer(written.cars)) console.log(line);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const megabytes = (written.bytes / 1_048_576).toFixed(1);
  console.log(`wrote ${written.count} cars (${megabytes} MB) to ${written.file} in ${seconds}s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    runSeed(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
