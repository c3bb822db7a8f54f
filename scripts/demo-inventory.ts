// Demo stock goes in the way a dealer's feed does: generated cars are imported
// tenant by tenant through the same validation and write path.
import fs from 'node:fs';
import type { Meilisearch } from 'meilisearch';
import type { Car } from '../shared/inventory/car.ts';
import type { TenantConfig } from '../shared/tenant/tenant-config.ts';
import { inventoryDir } from '../server/inventory/tenant-inventory-files.server.ts';
import { CARS_INDEX_UID } from '../server/search/cars-index.server.ts';
import { assertSucceeded, ensureCarsIndex } from '../server/search/replace-tenant-cars.server.ts';
import { loadTenants } from '../server/tenancy/load-tenants.server.ts';
import {
  importTenantRecords,
  type ImportOptions,
  type ImportSummary,
} from '../server/inventory/import/import-tenant-inventory.server.ts';
import { DEFAULT_TENANTS_DIR, generateDemoCars, type DemoCarsOptions } from '../seed/demo-cars.ts';

export interface SeedDemoOptions extends DemoCarsOptions {
  dataDir: string;
  searchClient?: Meilisearch;
  onProgress?: (
    tenantSlug: string,
    ...progress: Parameters<NonNullable<ImportOptions['onProgress']>>
  ) => void;
}

export async function seedDemoInventory(
  options: SeedDemoOptions,
): Promise<{ cars: Car[]; imports: ImportSummary[] }> {
  const tenants = loadTenants(options.tenantsDir ?? DEFAULT_TENANTS_DIR);
  const cars = generateDemoCars(options);
  // The demo replaces all stock: generated ids restart, so old files and documents must go first.
  fs.rmSync(inventoryDir(options.dataDir), { recursive: true, force: true });
  if (options.searchClient) await clearCarsIndex(options.searchClient);
  const imports: ImportSummary[] = [];
  for (const tenant of tenants) {
    const records = cars
      .filter((car) => car.dealership_slug === tenant.slug)
      .map((car, index) => ({ line: index + 1, row: index + 1, value: toFeedRow(car, tenant) }));
    imports.push(
      await importTenantRecords(records, 'demo', {
        dataDir: options.dataDir,
        tenant,
        now: options.now,
        allowEmpty: true,
        ...(options.searchClient ? { searchClient: options.searchClient } : {}),
        onProgress: (...progress) => options.onProgress?.(tenant.slug, ...progress),
      }),
    );
  }
  return { cars, imports };
}

/**
 * A generated car as the dealer's feed would send it. Manufacturer data names some models
 * by their bare code (Mazda's '3', not 'Mazda3'): where the tenant renames a model (product rule 9.7),
 * the row carries the code and no title, so the import's rename is what the site shows.
 */
export function toFeedRow(car: Car, tenant: Pick<TenantConfig, 'model_renames'>): object {
  const renames = Object.entries(tenant.model_renames ?? {});
  const code = renames.find(([, shown]) => shown === car.model)?.[0];
  if (code === undefined) return car;
  const { name: _title, ...row } = car;
  return { ...row, model: code };
}

async function clearCarsIndex(client: Meilisearch) {
  await ensureCarsIndex(client);
  assertSucceeded(await client.index(CARS_INDEX_UID).deleteAllDocuments().waitTask());
}
