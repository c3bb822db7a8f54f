// A new embedded database is a copy of one made at build time: loading PGlite's data folder
// from a tarball skips initdb (its own WebAssembly module, compiled and run on every first
// start), which is most of a first start's wait (docs/operations.md, "Health").
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.server.ts';
import { repoPath } from '../repo-path.server.ts';

/** Beside the bundles; made by `npm run build`, with the PGlite version it will be loaded by. */
export const PGLITE_TEMPLATE_FILE = repoPath('dist', 'pglite-template.tar.gz');

/**
 * Writes a freshly initialised, empty data folder (no migrations: nothing of one instance,
 * such as a generated secret, may ship to every other) as a gzipped tarball.
 */
export async function writePGliteTemplate(file = PGLITE_TEMPLATE_FILE): Promise<number> {
  const lite = await PGlite.create(PGLITE_OPTIONS);
  try {
    const dump = await lite.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.writeFileSync(`${file}.tmp`, bytes);
    fs.renameSync(`${file}.tmp`, file);
    return bytes.length;
  } finally {
    await lite.close();
  }
}

/** The template as PGlite loads it, or undefined when there is none (a checkout not built). */
export function readPGliteTemplate(file = PGLITE_TEMPLATE_FILE): Blob | undefined {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
