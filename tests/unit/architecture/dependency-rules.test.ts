import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IForbiddenRuleType } from 'dependency-cruiser';
import {
  CODE_FOLDERS,
  cruiseProject,
  DEPENDENCY_CONFIG,
  describeViolation,
} from '../../support/dependency-graph.ts';
import { lineCount, ROOT, sourceFiles } from '../../support/repo-files.ts';

/**
 * Guard rails for the whole code base. Which folder may import which, and no import cycles,
 * are dependency-cruiser rules (.dependency-cruiser.mjs), checked here on every import;
 * small files and where unit tests sit are checked here directly.
 */
const MAX_LINES = 300;
const ARCHITECTURE_FILE = 'docs/architecture.md';
const result = await cruiseProject();
const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(folder));

/** The folder table of docs/architecture.md: each folder and the folders it may import. */
function documentedFolderRules(): Array<{ folder: string; mayImport: string[] | 'anything' }> {
  const text = fs.readFileSync(path.join(ROOT, ARCHITECTURE_FILE), 'utf8');
  const table = text.split('## Folders, and what each may import')[1]?.split('\n\n')[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .map((row) => row.split('|').map((cell) => cell.trim()))
    .map(([, folderCell = '', , mayImportCell = '']) => ({
      folder: folderCell.replace(/[`/]/g, ''),
      mayImport: /anything|\(data\)/.test(mayImportCell)
        ? ('anything' as const)
        : [...mayImportCell.matchAll(/`([a-z]+)\/`/g)].map((match) => match[1]!),
    }));
}

describe('dependency rules', () => {
  it('keeps every unit test in a folder named for what it tests', () => {
    const loose = fs
      .readdirSync(path.join(ROOT, 'tests/unit'))
      .filter((name) => /\.test\.tsx?$/.test(name));
    expect(loose).toEqual([]);
  });

  it(`every import keeps the folder rules and no import forms a cycle (${DEPENDENCY_CONFIG})`, () => {
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  });

  it(`has one dependency-cruiser rule per folder row of ${ARCHITECTURE_FILE}, allowing what it says`, () => {
    const rules = (result.summary.ruleSetUsed?.forbidden ?? []) as IForbiddenRuleType[];
    const documented = documentedFolderRules();
    expect(documented.map(({ folder }) => folder)).toContain('seed');
    for (const { folder, mayImport } of documented) {
      const rule = rules.find((candidate) => candidate.from.path === `^${folder}/`);
      if (mayImport === 'anything') {
        expect(rule, `${folder}/ may import anything: no rule`).toBeUndefined();
        continue;
      }
      expect(rule && 'to' in rule, `no rule for ${folder}/`).toBe(true);
      const to = rule && 'to' in rule ? rule.to : {};
      // dependency-cruiser keeps a list of patterns as one alternation: '^shared/|^server/'.
      const allowed = [to.pathNot ?? []]
        .flat()
        .join('|')
        .split('|')
        .map((pattern) => pattern.replace(/^\^/, '').replace(/\/$/, ''));
      expect(allowed.sort(), `what ${folder}/ may import`).toEqual(mayImport.sort());
    }
  });

  it('cruises every source file, type-only imports included', () => {
    const cruised = new Set(result.modules.map((module) => module.source));
    expect(files.filter((file) => !cruised.has(file))).toEqual([]);
    const typeOnly = result.modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.dependencyTypes.includes('type-only')),
    );
    expect(typeOnly.length).toBeGreaterThan(0);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    expect(files.filter((file) => lineCount(file) > MAX_LINES)).toEqual([]);
  });
});
