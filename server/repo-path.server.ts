import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An absolute path inside the repository (tenants/, seed/images, dist/client). */
export function repoPath(...parts: string[]): string {
  return path.join(ROOT, ...parts);
}
