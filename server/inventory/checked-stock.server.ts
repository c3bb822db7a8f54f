// Which stock files were found sound car by car, remembered by the stamp of the file read
// (tenant-inventory-files.server.ts), so a start-up does not check an unchanged file again: at a
// fleet's 300,000 cars the check was 2.3 s of the start (docs/decisions/0038-fleet-start-up-per-car.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CAR_SCHEMA } from './car-schema.server.ts';
import { inventoryDir } from './tenant-inventory-files.server.ts';

// A dot name: the inventory folder's readers and its watcher pass over it.
const CHECKED_DIR_NAME = '.checked';

let schemaVersion: string | undefined;

/** A record holds the car schema it was checked against: a new schema checks every file again. */
function recordOf(stamp: string): string {
  schemaVersion ??= crypto
    .createHash('sha256')
    .update(JSON.stringify(CAR_SCHEMA))
    .digest('hex')
    .slice(0, 16);
  return `${schemaVersion} ${stamp}\n`;
}

function recordPath(dataDir: string, tenantSlug: string): string {
  return path.join(inventoryDir(dataDir), CHECKED_DIR_NAME, tenantSlug);
}

/** Whether the file read, with this stamp, was checked before (undefined: it changed as it was read). */
export function wasStockChecked(
  dataDir: string,
  tenantSlug: string,
  stamp: string | undefined,
): boolean {
  if (stamp === undefined) return false;
  try {
    return fs.readFileSync(recordPath(dataDir, tenantSlug), 'utf8') === recordOf(stamp);
  } catch {
    return false;
  }
}

/** Best effort: a record that cannot be written only means the next start checks the file again. */
export function recordStockChecked(
  dataDir: string,
  tenantSlug: string,
  stamp: string | undefined,
): void {
  if (stamp === undefined) return;
  const file = recordPath(dataDir, tenantSlug);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, recordOf(stamp));
  } catch {
    // A read-only or full data folder: checking again next time is the safe side.
  }
}
