// A first start's data (demo inventory, the embedded database) is made by a process of its own
// (scripts/prepare-data.ts): the memory making it takes goes when that process ends. The
// server's own process stays PID 1 in a container and answers a stop signal at any moment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env.server.ts';
import { pgliteDir } from '../db/open-database.server.ts';
import { hasPGliteDatabase } from '../db/create-pglite.server.ts';
import { listInventoryTenants } from '../inventory/tenant-inventory-files.server.ts';
import { repoPath } from '../repo-path.server.ts';

type DataEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'MEILI_HOST'>;

/** Whether DATA_DIR lacks what the server reads: inventory files, or the embedded database. */
export function needsDataPreparation(env: DataEnv): boolean {
  const noInventory = !env.MEILI_HOST && listInventoryTenants(env.DATA_DIR).length === 0;
  const noDatabase = !env.DATABASE_URL && !hasPGliteDatabase(pgliteDir(env.DATA_DIR));
  return noInventory || noDatabase;
}

/**
 * The command that runs the preparation: the built script beside the server bundle (an image
 * has no TypeScript loader), or its source through tsx in a checkout.
 */
function preparationCommand(): string[] {
  const built = repoPath('dist', 'prepare-data.mjs');
  const runningBundle = fileURLToPath(import.meta.url).endsWith('.mjs');
  if (runningBundle && fs.existsSync(built)) return [built];
  return ['--import', 'tsx', repoPath('scripts', 'prepare-data.ts')];
}

export class DataPreparationFailed extends Error {}

/**
 * Runs the preparation with this process's environment and output. Resolves 'stopped' when
 * `signal` aborted it (the child is sent SIGTERM and ends without leaving half-made data);
 * rejects when it failed (it has printed why).
 */
export function prepareData(signal: AbortSignal): Promise<'done' | 'stopped'> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, preparationCommand(), { stdio: 'inherit' });
    const stop = () => child.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('exit', (code, childSignal) => {
      signal.removeEventListener('abort', stop);
      if (signal.aborted) resolve('stopped');
      else if (code === 0) resolve('done');
      else reject(new DataPreparationFailed(`exit ${code ?? childSignal}`));
    });
  });
}
