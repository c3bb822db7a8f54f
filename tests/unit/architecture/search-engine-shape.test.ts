import { describe, expect, it } from 'vitest';
import { cruiseProject, describeViolation, importsByFile } from '../../support/dependency-graph.ts';
import { lineCount, sourceFiles } from '../../support/repo-files.ts';

/**
 * The embedded search engine's shape (server/search/engine/README.md): one
 * folder per pipeline stage, no import cycles, small files, and a package the
 * rest of the server reaches only through its entry points.
 */
const ENGINE = 'server/search/engine';
const MAX_LINES = 300;
const engineFiles = sourceFiles(ENGINE);
const cruised = await cruiseProject();
const imports = importsByFile(cruised);
const importsOf = (file: string) => imports.get(file) ?? [];

/** Modules at the engine's root every stage may use: errors and the API's types. */
const SHARED_ROOT = ['errors.ts', 'search-error.ts', 'types.ts'];

/**
 * Which stage folders each stage may import (the pipeline in the engine's
 * README): analysis and storage below, the stages that run a search above.
 * `index/` builds every structure of an index, so it reaches the stores of
 * text, filter, rank and facets. Root files (the engine, search runners) and
 * `multi-search/`, which runs searches, may import any stage.
 */
const STAGE_IMPORTS: Record<string, readonly string[]> = {
  text: ['index'],
  query: ['text', 'index'],
  filter: ['index'],
  facets: ['filter', 'index', 'text'],
  rank: ['query', 'text', 'filter', 'index'],
  format: ['query', 'text', 'index'],
  index: ['text', 'filter', 'rank', 'facets'],
  'multi-search': ['rank', 'facets', 'index', '(root)'],
  http: ['(root)'],
};

function stageOf(file: string): string {
  const inside = file.slice(ENGINE.length + 1);
  return inside.includes('/') ? inside.split('/')[0]! : '(root)';
}

describe('search engine shape', () => {
  it('has no import cycles (type-only imports included)', () => {
    const cycles = cruised.summary.violations.filter(
      (violation) =>
        violation.rule.name === 'no-circular' && violation.from.startsWith(`${ENGINE}/`),
    );
    expect(cycles.map(describeViolation)).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = engineFiles
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('has a stage folder for every folder, each importing only the stages before it', () => {
    const folders = [...new Set(engineFiles.map(stageOf))].filter((stage) => stage !== '(root)');
    expect(folders.filter((folder) => !(folder in STAGE_IMPORTS))).toEqual([]);
    const wrong = engineFiles.flatMap((file) => {
      const from = stageOf(file);
      if (from === '(root)') return [];
      return importsOf(file)
        .filter((target) => target.startsWith(`${ENGINE}/`))
        .filter((target) => {
          const to = stageOf(target);
          if (to === from) return false;
          if (to === '(root)' && SHARED_ROOT.includes(target.slice(ENGINE.length + 1)))
            return false;
          return !STAGE_IMPORTS[from]!.includes(to);
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(wrong).toEqual([]);
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
