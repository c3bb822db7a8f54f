import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/repo-files.ts';
import { PRODUCT_RULES_FILE, readProductRules } from '../../support/product-rules.ts';

// docs/architecture.md's 'Product rules in the code': one row per rule of docs/product.md,
// naming the files that implement it, so a newcomer finds any rule's code in one step.
// (Citations of product rules in comments are checked in citations.test.ts.)
const ARCHITECTURE_FILE = 'docs/architecture.md';
const INDEX_HEADING = '## Product rules in the code';
const WHERE = `${ARCHITECTURE_FILE}, '${INDEX_HEADING.slice(3)}'`;

interface IndexRow {
  line: number;
  /** The rule number the row's first cell names, or the cell itself when it names none. */
  rule: string;
  /** The first cell's link target, when it is a link. */
  link: string | undefined;
  /** Every backticked path in the row. */
  paths: string[];
}

function readIndexRows(): IndexRow[] {
  const lines = fs.readFileSync(path.join(ROOT, ARCHITECTURE_FILE), 'utf8').split('\n');
  const start = lines.indexOf(INDEX_HEADING);
  if (start < 0) throw new Error(`${ARCHITECTURE_FILE} has no '${INDEX_HEADING}' section`);
  const rows: IndexRow[] = [];
  let seenHeader = false;
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) continue;
    if (!seenHeader) {
      seenHeader = true; // the column names
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line)) continue; // the separator
    const [firstCell = ''] = line.split('|').slice(1);
    const cell = firstCell.trim();
    const linked = /^\[([^\]]+)\]\(([^)]*)\)$/.exec(cell);
    rows.push({
      line: index + 1,
      rule: (linked ? linked[1]! : cell).trim(),
      link: linked?.[2],
      paths: [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
    });
  }
  return rows;
}

const { rules, sections } = readProductRules();
const rows = readIndexRows();
const at = (row: IndexRow) => `${ARCHITECTURE_FILE}:${row.line}`;

describe(`the product rules index (${WHERE})`, () => {
  it('reads the rules and the rows', () => {
    expect(rules.length, `${PRODUCT_RULES_FILE} has no numbered rules`).toBeGreaterThan(0);
    expect(rows.length, `${WHERE} has no rows`).toBeGreaterThan(0);
  });

  it('has a row for every rule of docs/product.md', () => {
    const indexed = new Set(rows.map((row) => row.rule));
    const missing = rules
      .filter((rule) => !indexed.has(rule))
      .map((rule) => `rule ${rule} of ${PRODUCT_RULES_FILE} has no row in ${WHERE}`);
    expect(missing).toEqual([]);
  });

  it('names only rules docs/product.md has', () => {
    const known = new Set(rules);
    const unknown = rows
      .filter((row) => !known.has(row.rule))
      .map((row) => `${at(row)}: '${row.rule}' is not a rule of ${PRODUCT_RULES_FILE}`);
    expect(unknown).toEqual([]);
  });

  it('has one row per rule', () => {
    const seen = new Set<string>();
    const duplicated = rows.flatMap((row) => {
      if (!seen.has(row.rule)) return (seen.add(row.rule), []);
      return [`${at(row)}: rule ${row.rule} has a row already`];
    });
    expect(duplicated).toEqual([]);
  });

  it("lists the rules in docs/product.md's order", () => {
    const listed = [...new Set(rows.map((row) => row.rule))].filter((rule) => rules.includes(rule));
    const expected = rules.filter((rule) => listed.includes(rule));
    expect(listed, `the rows of ${WHERE}, in ${PRODUCT_RULES_FILE}'s order`).toEqual(expected);
  });

  it("links each rule to its section's heading in docs/product.md", () => {
    const wrong = rows.flatMap((row) => {
      if (row.link === undefined) return [];
      const anchor = sections.get(row.rule.split('.')[0]!);
      const expected = `product.md#${anchor}`;
      return row.link === expected
        ? []
        : [`${at(row)}: rule ${row.rule} links to '${row.link}', expected '${expected}'`];
    });
    expect(wrong).toEqual([]);
  });

  it('names only paths that exist (a folder ends in /)', () => {
    const missing = rows.flatMap((row) =>
      row.paths.flatMap((file) => {
        const stat = fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false });
        const exists = file.endsWith('/') ? stat?.isDirectory() : stat?.isFile();
        return exists
          ? []
          : [`${at(row)}: rule ${row.rule} names \`${file}\`, which does not exist`];
      }),
    );
    expect(missing).toEqual([]);
  });
});
