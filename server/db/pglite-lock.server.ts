import fs from 'node:fs';
import path from 'node:path';
import { isProcessRunning } from '../process-running.server.ts';

const heldHere = new Set<string>();

/**
 * PGlite is Postgres in single-user mode inside this process: a second process
 * opening the same folder (a second server, a CLI) would corrupt it. A lock file
 * beside the folder names the holder; one left by a process that died is taken over.
 * Returns the function that releases it.
 */
export function lockPGliteDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (heldHere.has(lockFile)) throw new Error(`${dir} is already open in this process`);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      // Our own pid in the file is a leftover (a container's process is pid 1 on every start).
      if (holder !== process.pid && isProcessRunning(holder)) {
        throw new Error(
          `${dir} is in use by process ${holder}: PGlite serves one process at a time; ` +
            'stop that process, or set DATABASE_URL to share a Postgres server',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}: another process keeps taking ${lockFile}`);
}
