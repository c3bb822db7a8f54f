import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, read from the sources: every static, type-only
 * and dynamic import of a relative or `#alias/` path, resolved to a file. Used by
 * the guard-rail tests (cycles, which folder may import which, file size).
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

const ALIASES: Record<string, string> = {
  '#server/': 'server/',
  '#shared/': 'shared/',
  '#client/': 'client/',
  '#seed/': 'seed/',
};

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

/** The repo-relative files `file` imports (packages and missing files left out). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const resolved = new Set<string>();
  for (const { fileName } of importedFiles) {
    const target = resolveSpecifier(file, fileName);
    if (target !== null) resolved.add(target);
  }
  return [...resolved];
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith('.')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else {
    for (const [alias, folder] of Object.entries(ALIASES)) {
      if (specifier.startsWith(alias)) target = folder + specifier.slice(alias.length);
    }
  }
  if (target === null) return null;
  return fs.existsSync(path.join(ROOT, target)) ? target : null;
}

export type ImportGraph = Map<string, string[]>;

/** The graph of `files` (edges to files outside the list are kept as leaves). */
export function importGraph(files: readonly string[]): ImportGraph {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/**
 * The graph's import cycles: each strongly connected component of more than one
 * file (or a file importing itself), found with Tarjan's algorithm.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
      cycles.push(component.sort());
    }
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** Lines in a file, counting a last line without a newline. */
export function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
