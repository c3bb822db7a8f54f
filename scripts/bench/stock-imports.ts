// A site's stock committed again and again, as a feed pull commits it (a whole new file renamed
// into place), so a running server reloads that site's stock each time: what the rest of a
// fleet's sites see while one dealer's feed lands.
import fs from 'node:fs';
import { tenantInventoryPath } from '../../server/inventory/tenant-inventory-files.server.ts';

export interface StockImports {
  /** Stops committing; resolves with the number of commits made. */
  stop(): number;
}

export function importEvery(dataDir: string, slug: string, intervalMs: number): StockImports {
  const file = tenantInventoryPath(dataDir, slug);
  const bytes = fs.readFileSync(file);
  let commits = 0;
  const timer = setInterval(() => {
    fs.writeFileSync(`${file}.bench`, bytes);
    fs.renameSync(`${file}.bench`, file);
    commits += 1;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return commits;
    },
  };
}
