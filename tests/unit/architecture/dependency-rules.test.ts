import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  importCycles,
  importGraph,
  importsOf,
  lineCount,
  sourceFiles,
} from '../../support/import-graph.ts';

/**
 * Guard rails for the whole code base: which top-level folder may import
 * which, no import cycles, small files. `shared/` runs in the browser and on
 * the server, so it imports neither; the browser never imports the server.
 */
const FOLDERS = ['server', 'shared', 'client', 'scripts', 'seed'];
const files = FOLDERS.flatMap((folder) => sourceFiles(folder));
const MAX_LINES = 300;

const importsInto = (from: string, forbidden: readonly string[]) =>
  sourceFiles(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((folder) => target.startsWith(`${folder}/`)))
      .map((target) => `${file} -> ${target}`),
  );

describe('dependency rules', () => {
  it('keeps every unit test in a folder named for what it tests', () => {
    const loose = fs
      .readdirSync(path.join(ROOT, 'tests/unit'))
      .filter((name) => /\.test\.tsx?$/.test(name));
    expect(loose).toEqual([]);
  });

  it('shared/ imports neither server/ nor client/', () => {
    expect(importsInto('shared', ['server', 'client'])).toEqual([]);
  });

  it('client/ imports nothing from server/', () => {
    expect(importsInto('client', ['server'])).toEqual([]);
  });

  it('has no import cycles (type-only imports included)', () => {
    expect(importCycles(importGraph(files))).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    expect(files.filter((file) => lineCount(file) > MAX_LINES)).toEqual([]);
  });
});
