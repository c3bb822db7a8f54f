// Each tenant's imported stock as one JSON file under DATA_DIR/inventory/: the
// durable record an embedded search index is rebuilt from, written atomically.
import fs from 'node:fs';
import path from 'node:path';
import type { Car } from '#shared/inventory/car.ts';

export const INVENTORY_DIR_NAME = 'inventory';
const FILE_SUFFIX = '.json';

export interface TenantInventoryFile {
  tenant: string;
  imported_at: string;
  /** The feed it came from (file name, or `demo` for generated stock). */
  source: string;
  count: number;
  cars: Car[];
  /**
   * Each feed's car ids (server/inventory/import/car-owners.ts); cars listed under no feed were
   * imported by hand. Absent in files written before sites had several feeds.
   */
  feed_cars?: Record<string, number[]>;
}

export function inventoryDir(dataDir: string): string {
  return path.join(dataDir, INVENTORY_DIR_NAME);
}

export function tenantInventoryPath(dataDir: string, tenantSlug: string): string {
  return path.join(inventoryDir(dataDir), `${tenantSlug}${FILE_SUFFIX}`);
}

/** The tenant slug a file in the inventory folder belongs to; undefined for anything else. */
export function tenantOfInventoryFile(fileName: string): string | undefined {
  if (fileName.startsWith('.') || !fileName.endsWith(FILE_SUFFIX)) return undefined;
  return fileName.slice(0, -FILE_SUFFIX.length);
}

export function listInventoryTenants(dataDir: string): string[] {
  const dir = inventoryDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map(tenantOfInventoryFile)
    .filter((slug): slug is string => slug !== undefined)
    .sort();
}

export function readTenantInventory(
  dataDir: string,
  tenantSlug: string,
): TenantInventoryFile | undefined {
  const file = tenantInventoryPath(dataDir, tenantSlug);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as TenantInventoryFile;
  if (parsed.tenant !== tenantSlug || !Array.isArray(parsed.cars)) {
    throw new Error(`${file} is not ${tenantSlug}'s inventory (tenant or cars missing)`);
  }
  return parsed;
}

/** Write-then-rename in the same folder: readers see the old file or the new one, never half. */
export function writeTenantInventory(dataDir: string, inventory: TenantInventoryFile): string {
  const file = tenantInventoryPath(dataDir, inventory.tenant);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${inventory.tenant}${FILE_SUFFIX}.${process.pid}.tmp`,
  );
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(handle, `${JSON.stringify(inventory)}\n`);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
  return file;
}
