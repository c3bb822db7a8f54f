// Each tenant's imported stock as one JSON file under DATA_DIR/inventory/: the
// durable record an embedded search index is rebuilt from, written atomically.
import fs from 'node:fs';
import path from 'node:path';
import type { Car } from '#shared/inventory/car.ts';
import { stagedStockFileName } from './stock-lock/stock-lock-rules.ts';

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
  return readStampedTenantInventory(dataDir, tenantSlug)?.inventory;
}

/**
 * The stock file and a stamp of the file read (its inode, size and times), undefined when the
 * file changed while it was read. A rename over the file or any write to it changes the stamp:
 * the change time is the kernel's, which no tool sets back.
 */
export function readStampedTenantInventory(
  dataDir: string,
  tenantSlug: string,
): { inventory: TenantInventoryFile; stamp: string | undefined } | undefined {
  const file = tenantInventoryPath(dataDir, tenantSlug);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let text: string;
  let stamp: string | undefined;
  try {
    const before = stampOf(fs.fstatSync(fd));
    text = fs.readFileSync(fd, 'utf8');
    stamp = stampOf(fs.fstatSync(fd)) === before ? before : undefined;
  } finally {
    fs.closeSync(fd);
  }
  const parsed = JSON.parse(text) as TenantInventoryFile;
  if (parsed.tenant !== tenantSlug || !Array.isArray(parsed.cars)) {
    throw new Error(`${file} is not ${tenantSlug}'s inventory (tenant or cars missing)`);
  }
  return { inventory: parsed, stamp };
}

function stampOf(stat: fs.Stats): string {
  return `${stat.ino} ${stat.size} ${stat.mtimeMs} ${stat.ctimeMs}`;
}

/**
 * A tenant's new stock file, written a car at a time beside the live one (one car a line, so no
 * whole-stock text is ever held) and renamed over it on `commit`: readers see the old file or
 * the new one, never half. `abandon` leaves the live file as it was.
 */
export interface StockFileWriter {
  add(car: Car): void;
  /** Ends the file (fsync): `feed_cars` is known only once every car is written. */
  finish(feedCars?: Record<string, number[]>): void;
  /** The finished file, not yet live (for a search cluster's index built from it). */
  readonly temporaryPath: string;
  commit(): string;
  abandon(): void;
}

const WRITE_BATCH = 200;

export function openStockFile(
  dataDir: string,
  head: Pick<TenantInventoryFile, 'tenant' | 'imported_at' | 'source'>,
): StockFileWriter {
  const file = tenantInventoryPath(dataDir, head.tenant);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporaryPath = path.join(
    path.dirname(file),
    stagedStockFileName(head.tenant, process.pid),
  );
  const handle = fs.openSync(temporaryPath, 'w');
  let open = true;
  let count = 0;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length > 0) fs.writeSync(handle, pending.join(''));
    pending = [];
  };
  const close = () => {
    if (open) fs.closeSync(handle);
    open = false;
  };
  const { tenant, imported_at, source } = head;
  fs.writeSync(handle, `${JSON.stringify({ tenant, imported_at, source }).slice(0, -1)},"cars":[`);
  return {
    temporaryPath,
    add(car) {
      pending.push(`${count === 0 ? '' : ','}\n${JSON.stringify(car)}`);
      count += 1;
      if (pending.length >= WRITE_BATCH) flush();
    },
    finish(feedCars) {
      flush();
      const tail = feedCars === undefined ? '' : `,"feed_cars":${JSON.stringify(feedCars)}`;
      fs.writeSync(handle, `\n],"count":${count}${tail}}\n`);
      fs.fsyncSync(handle);
      close();
    },
    commit() {
      fs.renameSync(temporaryPath, file);
      return file;
    },
    abandon() {
      close();
      fs.rmSync(temporaryPath, { force: true });
    },
  };
}

/** Write-then-rename in the same folder: readers see the old file or the new one, never half. */
export function writeTenantInventory(dataDir: string, inventory: TenantInventoryFile): string {
  const writer = openStockFile(dataDir, inventory);
  try {
    for (const car of inventory.cars) writer.add(car);
    writer.finish(inventory.feed_cars);
    return writer.commit();
  } catch (error) {
    writer.abandon();
    throw error;
  }
}
