import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/repo-files.ts';
import {
  PRODUCT_RULES_FILE,
  citedProductRules,
  readProductRules,
} from '../../support/product-rules.ts';

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

function citingFiles(): string[] {
  return [
    ...['server', 'shared', 'client', 'scripts', 'seed', 'tests'].flatMap((folder) =>
      sourceFiles(folder),
    ),
    ...markdownFiles(),
  ];
}

it('cites nothing outside the repository', () => {
  const found = citingFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});

// 'product rule 4' cites a section of docs/product.md, 'product rule 4.2' one rule of it.
it('cites only product rules and sections docs/product.md has', () => {
  const { rules, sections } = readProductRules();
  const known = new Set([...rules, ...sections.keys()]);
  const found = citingFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        citedProductRules(line)
          .filter((rule) => !known.has(rule))
          .map(
            (rule) =>
              `${file}:${index + 1}: cites product rule ${rule}, which ${PRODUCT_RULES_FILE} does not have: ${line.trim()}`,
          ),
      ),
  );
  expect(found).toEqual([]);
});
