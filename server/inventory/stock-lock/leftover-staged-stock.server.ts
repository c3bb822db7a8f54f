// Staged stock files (`.<slug>.json.<pid>.tmp`) left by a writer that was killed mid-write: the
// server ignores them, but each is as large as the site's stock. Decision 0026.
import fs from 'node:fs';
import path from 'node:path';
import { isProcessRunning } from '../../process-running.server.ts';
import { inventoryDir } from '../tenant-inventory-files.server.ts';
import { stagedStockOf, stockLockFileName } from './stock-lock-rules.ts';

function stagedFiles(dataDir: string) {
  const dir = inventoryDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((name) => {
    const staged = stagedStockOf(name);
    return staged ? [{ ...staged, file: path.join(dir, name) }] : [];
  });
}

/**
 * Called by the holder of a site's stock lock before it stages: no other writer of the site is
 * mid-write, so every staged file of the site was left by a writer that is gone.
 */
export function removeLeftoverStagedStock(dataDir: string, tenantSlug: string): string[] {
  const left = stagedFiles(dataDir).filter((staged) => staged.tenant === tenantSlug);
  for (const { file } of left) fs.rmSync(file, { force: true });
  return left.map(({ file }) => file);
}

/**
 * At server start, without taking any lock: a staged file whose site has no lock file (no
 * writer now) and whose process is not running on this machine.
 */
export function removeDeadWritersStagedStock(dataDir: string): string[] {
  const dir = inventoryDir(dataDir);
  const left = stagedFiles(dataDir).filter(
    (staged) =>
      !fs.existsSync(path.join(dir, stockLockFileName(staged.tenant))) &&
      !isProcessRunning(staged.pid),
  );
  for (const { file } of left) fs.rmSync(file, { force: true });
  return left.map(({ file }) => file);
}
