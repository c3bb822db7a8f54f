import fs from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** Every TypeScript source under `folder` (repo-relative), as repo-relative paths. */
export function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const child = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name))) found.push(child);
    }
  };
  walk(folder);
  return found.sort();
}

/** Lines in a file, counting a last line without a newline. */
export function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
