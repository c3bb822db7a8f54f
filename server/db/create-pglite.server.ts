import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate.server.ts';
import { openPGliteDatabase } from './pglite-database.server.ts';
import { lockPGliteDir } from './pglite-lock.server.ts';

/** Where a new embedded database is made before it is moved into place. */
export const creatingDir = (dir: string) => `${dir}.creating`;

/** True when `dir` holds a whole embedded database (a creation that was cut off leaves none). */
export function hasPGliteDatabase(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Creates the embedded database at `dir` whole or not at all: it is made and migrated in a
 * sibling folder, closed, then renamed into place, so a stop at any moment (a SIGTERM during a
 * container's first start) leaves either no database or a complete one; the next start
 * deletes what a cut-off creation left and begins again. `dir`'s lock keeps another process
 * out meanwhile.
 */
export async function createPGliteDatabase(dir: string, template?: Blob): Promise<string[]> {
  const unlock = lockPGliteDir(dir);
  try {
    const staging = creatingDir(dir);
    fs.rmSync(staging, { recursive: true, force: true });
    const database = await openPGliteDatabase(staging, template ? { template } : {});
    let applied: string[];
    try {
      applied = await migrate(database);
    } finally {
      await database.close();
    }
    fs.renameSync(staging, dir);
    return applied;
  } finally {
    unlock();
  }
}
