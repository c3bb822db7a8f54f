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

export type DataPart = 'inventory' | 'database';

/** What DATA_DIR lacks of what the server reads: inventory files, the embedded database. */
export function missingData(env: DataEnv): DataPart[] {
  const parts: DataPart[] = [];
  if (!env.MEILI_HOST && listInventoryTenants(env.DATA_DIR).length === 0) parts.push('inventory');
  if (!env.DATABASE_URL && !hasPGliteDatabase(pgliteDir(env.DATA_DIR))) parts.push('database');
  return parts;
}

/**
 * The command that runs the preparation: the built script beside the server bundle (an image
 * has no TypeScript loader), or its source through tsx in a checkout.
 */
function preparationCommand(part: DataPart): string[] {
  const built = repoPath('dist', 'prepare-data.mjs');
  const runningBundle = fileURLToPath(import.meta.url).endsWith('.mjs');
  if (runningBundle && fs.existsSync(built)) return [built, '--part', part];
  return ['--import', 'tsx', repoPath('scripts', 'prepare-data.ts'), '--part', part];
}

export class DataPreparationFailed extends Error {}

/**
 * Runs the preparation with this process's environment and output. Resolves 'stopped' when
 * `signal` aborted it (the child is sent SIGTERM and ends without leaving half-made data);
 * rejects when it failed (it has printed why).
 */
export function prepareData(signal: AbortSignal, part: DataPart): Promise<'done' | 'stopped'> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, preparationCommand(part), { stdio: 'inherit' });
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

export interface DataPreparation {
  /** Resolves once the inventory files are there ('stopped' when a stop signal ended it). */
  inventory: Promise<'done' | 'stopped'>;
  /** Resolves once the embedded database is there (the server opens it last). */
  database: Promise<'done' | 'stopped'>;
  /** Stops whatever still runs (start-up failed elsewhere). */
  cancel(): void;
}

/**
 * Makes the missing parts at once, each in its own process: the database is created while the
 * server builds the search index from the inventory. A part that fails stops the other, and
 * both promises then reject with that failure.
 */
export function startDataPreparation(env: DataEnv, signal: AbortSignal): DataPreparation {
  const missing = missingData(env);
  const failed = new AbortController();
  const either = AbortSignal.any([signal, failed.signal]);
  const run = (part: DataPart) =>
    missing.includes(part) ? prepareData(either, part) : Promise.resolve('done' as const);
  const runs = [run('inventory'), run('database')] as const;
  for (const part of runs) part.catch(() => failed.abort());
  // Stopped by the other part's failure, not by a signal: that failure is the outcome.
  const outcome = async (part: Promise<'done' | 'stopped'>) => {
    const result = await part;
    if (result === 'stopped' && !signal.aborted) await Promise.all(runs);
    return result;
  };
  const [inventory, database] = runs.map(outcome) as [(typeof runs)[0], (typeof runs)[1]];
  // Awaited later (the database) or not at all when start-up fails first: never unhandled.
  database.catch(() => undefined);
  return { inventory, database, cancel: () => failed.abort() };
}
