import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { repoPath } from '../repo-path.server.ts';

export interface OwnEntry {
  /** The file to run. */
  file: string;
  /** Node options it needs (the TypeScript loader for a source file). */
  execArgv: string[];
}

/**
 * How to run one of the project's own entry files in a child process or a worker thread: the
 * built file beside the server bundle (an image has no TypeScript loader), or its source
 * through tsx in a checkout. `built` is the bundle's entry name (esbuild.config.ts), `source`
 * the path from the repository's root.
 */
export function ownEntry(built: string, source: string): OwnEntry {
  const bundled = repoPath('dist', `${built}.mjs`);
  const runningBundle = fileURLToPath(import.meta.url).endsWith('.mjs');
  if (runningBundle && fs.existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: repoPath(...source.split('/')), execArgv: ['--import', 'tsx'] };
}

/**
 * One of the project's own entry files on a worker thread. A source file gets tsx's loader
 * registered in the thread itself: an `--import` in a worker's options is not honoured when
 * the thread is started from another thread (as test runners run tests).
 */
export function startOwnThread(
  built: string,
  source: string,
  options: Omit<WorkerOptions, 'eval' | 'execArgv'>,
): Worker {
  const { file, execArgv } = ownEntry(built, source);
  if (execArgv.length === 0) return new Worker(file, options);
  const loader = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(pathToFileURL(file).href);
  const code = `import(${loader}).then(({ register }) => { register(); return import(${entry}); });`;
  return new Worker(code, { ...options, eval: true });
}
