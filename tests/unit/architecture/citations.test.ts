import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/import-graph.ts';

// A comment cites what a reader can open: a product rule (docs/product.md), a decision
// (docs/decisions/), a README section. Numbers of documents outside the repository
// (a specification section or an issue by number) lead nowhere. Applied migrations are checksummed, so they keep
// their text.
const OUTSIDE_CITATION = /\b(?:[Ss]pec|[Ii]ssues?) \d+/;

function markdownFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.posix.join('docs', file));
  return ['README.md', ...docs];
}

it('cites nothing outside the repository', () => {
  const files = [
    ...['server', 'shared', 'client', 'scripts', 'seed', 'tests'].flatMap((folder) =>
      sourceFiles(folder),
    ),
    ...markdownFiles(),
  ];
  const found = files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
