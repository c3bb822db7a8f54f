// The demo inventory: deterministic cars for every tenant in a tenants folder.
// Written to the platform through the importer (scripts/demo-inventory.ts).
import { fileURLToPath } from 'node:url';
import type { Car } from '#shared/inventory/car.ts';
import { photoUrlOfDrawing } from '#shared/inventory/car-images.ts';
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
  /** The cars' pictures as photos (JPEG, resized by the platform) instead of drawings. */
  photos?: boolean;
}

export function generateDemoCars(options: DemoCarsOptions): Car[] {
  const dealers = readSeedDealers(options.tenantsDir ?? DEFAULT_TENANTS_DIR);
  const cars = generateInventory(dealers, {
    seed: options.seed ?? DEFAULT_INVENTORY_SEED,
    count: options.count ?? DEFAULT_INVENTORY_COUNT,
    now: options.now,
  });
  if (!options.photos) return cars;
  return cars.map((car) => ({
    ...car,
    primary_image_url: car.primary_image_url && photoUrlOfDrawing(car.primary_image_url),
    thumbnails: car.thumbnails.map(photoUrlOfDrawing),
    images: car.images.map(photoUrlOfDrawing),
  }));
}
