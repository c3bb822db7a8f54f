import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruiseProject, importsByFile } from '../../support/dependency-graph.ts';
import { ROOT, sourceFiles } from '../../support/repo-files.ts';

/**
 * Guard rails for the leads module (server/leads/README.md): a lead flows
 * intake -> store -> outbox -> delivery, with admin beside it; each stage
 * imports only the stages the README allows, and the leads CLI holds no SQL.
 */
const MODULE = 'server/leads';
const imports = importsByFile(await cruiseProject());
const importsOf = (file: string) => imports.get(file) ?? [];
const STAGES = ['intake', 'store', 'outbox', 'delivery', 'admin'] as const;
type Stage = (typeof STAGES)[number];

/** The other stages each stage may import: a whole stage, or only the files listed. */
const ALLOWED: Record<Stage, Partial<Record<Stage, 'all' | readonly string[]>>> = {
  store: {},
  // The stored vocabulary only: delivery builds from a snapshot, never reads the store.
  delivery: { store: ['lead-row.ts'] },
  outbox: { store: 'all', delivery: 'all' },
  // The pure place rules it shares with the delivery formats, nothing that sends.
  intake: { store: 'all', delivery: ['phone-country.ts', 'postcode-region.ts'] },
  admin: { store: 'all' },
};

const stageOf = (file: string): Stage | null => {
  const [stage] = file.slice(MODULE.length + 1).split('/');
  return STAGES.find((candidate) => candidate === stage) ?? null;
};

function forbiddenImports(stage: Stage): string[] {
  return sourceFiles(`${MODULE}/${stage}`).flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(`${MODULE}/`))
      .filter((target) => {
        const targetStage = stageOf(target);
        if (targetStage === stage) return false;
        const allowed = targetStage === null ? undefined : ALLOWED[stage][targetStage];
        if (allowed === 'all') return false;
        const name = target.slice(`${MODULE}/${targetStage}/`.length);
        return !allowed?.includes(name);
      })
      .map((target) => `${file} -> ${target}`),
  );
}

const SQL = /\b(select|insert\s+into|update|delete\s+from)\s|\.query\s*[(<]/i;

describe('the leads module', () => {
  it('has its code in the stage folders only, each with a README', () => {
    const entries = fs.readdirSync(path.join(ROOT, MODULE), { withFileTypes: true });
    const loose = entries.filter((entry) => entry.isFile() && entry.name !== 'README.md');
    expect(loose.map((entry) => entry.name)).toEqual([]);
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...STAGES].sort());
    const withoutReadme = STAGES.filter(
      (stage) => !fs.existsSync(path.join(ROOT, MODULE, stage, 'README.md')),
    );
    expect(withoutReadme).toEqual([]);
  });

  it.each(STAGES)('%s imports only the stages it is allowed', (stage) => {
    expect(forbiddenImports(stage)).toEqual([]);
  });

  it('keeps SQL out of the leads CLI (scripts/leads*): it calls server/leads/admin', () => {
    const cli = ['scripts/leads.ts', ...sourceFiles('scripts/leads')];
    const withSql = cli.filter((file) => SQL.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(withSql).toEqual([]);
  });
});
