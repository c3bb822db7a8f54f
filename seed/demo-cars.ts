// The demo inventory: deterministic cars for every tenant in a tenants folder.
// Written to the platform through the importer (scripts/demo-inventory.ts).
import { fileURLToPath } from 'node:url';
import type { Car } from '#shared/inventory/car.ts';
import { generateInventory } from './generate-inventory.ts';
import { readSeedDealers } from './read-seed-dealers.ts';

export const DEFAULT_INVENTORY_COUNT = 3200;
export const DEFAULT_INVENTORY_SEED = 20_240_601;
export const DEFAULT_TENANTS_DIR = fileURLToPath(new URL('../tenants/', import.meta.url));

export interface DemoCarsOptions {
  now: Date;
  count?: number;
  seed?: number;
  tenantsDir?: string;
}

export function generateDemoCars(options: DemoCarsOptions): Car[] {
  const dealers = readSeedDealers(options.tenantsDir ?? DEFAULT_TENANTS_DIR);
  return generateInventory(dealers, {
    seed: options.seed ?? DEFAULT_INVENTORY_SEED,
    count: options.count ?? DEFAULT_INVENTORY_COUNT,
    now: options.now,
  });
}
