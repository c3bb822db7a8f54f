// Generates the demo inventory for every tenant and writes it as one JSON file
// ({ generated_at, seed, count, cars }). Used by `npm run seed` and by `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Car } from '#shared/inventory/car.ts';
import { generateInventory } from './generate-inventory.ts';
import { readSeedDealers } from './read-seed-dealers.ts';

export const DEFAULT_INVENTORY_COUNT = 3200;
export const DEFAULT_INVENTORY_SEED = 20_240_601;
export const DEFAULT_TENANTS_DIR = fileURLToPath(new URL('../tenants/', import.meta.url));

export interface InventoryFile {
  generated_at: string;
  seed: number;
  count: number;
  cars: Car[];
}

export interface WriteDemoInventoryOptions {
  out: string;
  now: Date;
  count?: number;
  seed?: number;
  tenantsDir?: string;
}

export interface WrittenInventory {
  file: string;
  count: number;
  bytes: number;
  cars: Car[];
}

export function writeDemoInventory(options: WriteDemoInventoryOptions): WrittenInventory {
  const seed = options.seed ?? DEFAULT_INVENTORY_SEED;
  const dealers = readSeedDealers(options.tenantsDir ?? DEFAULT_TENANTS_DIR);
  const cars = generateInventory(dealers, {
    seed,
    count: options.count ?? DEFAULT_INVENTORY_COUNT,
    now: options.now,
  });
  const payload: InventoryFile = {
    generated_at: options.now.toISOString(),
    seed,
    count: cars.length,
    cars,
  };
  const json = `${JSON.stringify(payload)}\n`;
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, json);
  return { file: options.out, count: cars.length, bytes: Buffer.byteLength(json), cars };
}
