import { describe, expect, it } from 'vitest';
import {
  importCycles,
  importGraph,
  importsOf,
  lineCount,
  sourceFiles,
} from '../../support/import-graph.ts';

/**
 * The embedded search engine's shape (server/search/engine/README.md): one
 * folder per pipeline stage, no import cycles, small files, and a package the
 * rest of the server reaches only through its entry points.
 */
const ENGINE = 'server/search/engine';
const MAX_LINES = 300;
const engineFiles = sourceFiles(ENGINE);

describe('search engine shape', () => {
  it('has no import cycles (type-only imports included)', () => {
    expect(importCycles(importGraph(engineFiles))).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = engineFiles
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('imports nothing from the platform around it', () => {
    const outside = engineFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(`${ENGINE}/`))
        .map((target) => `${file} -> ${target}`),
    );
    expect(outside).toEqual([]);
  });
});
