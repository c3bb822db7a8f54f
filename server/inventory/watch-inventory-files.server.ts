import fs from 'node:fs';
import { inventoryDir, tenantOfInventoryFile } from './tenant-inventory-files.server.ts';

// Imports rename one file into place; editors and copies fire several events. Settle first.
const SETTLE_MS = 200;

/**
 * Calls `onChange(tenantSlug)` once a tenant's inventory file has been replaced,
 * added or removed. Returns a function that stops watching.
 */
export function watchInventoryFiles(dataDir: string, onChange: (tenantSlug: string) => void) {
  const dir = inventoryDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const pending = new Map<string, NodeJS.Timeout>();
  const watcher = fs.watch(dir, (_event, fileName) => {
    const slug = fileName ? tenantOfInventoryFile(String(fileName)) : undefined;
    if (!slug) return;
    clearTimeout(pending.get(slug));
    pending.set(
      slug,
      setTimeout(() => {
        pending.delete(slug);
        onChange(slug);
      }, SETTLE_MS),
    );
  });
  watcher.unref();
  return () => {
    watcher.close();
    for (const timer of pending.values()) clearTimeout(timer);
  };
}
