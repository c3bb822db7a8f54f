import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './repo-files.ts';

export const PRODUCT_RULES_FILE = 'docs/product.md';

export interface ProductRules {
  /** Every numbered rule ('4.2'), in the document's order. */
  rules: string[];
  /** Section number ('4') -> its heading's anchor ('4-how-things-change'). */
  sections: Map<string, string>;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to '-'. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The rules of docs/product.md: a section is a `## N. Title` heading, a rule a paragraph
 * starting `N.M ` (the number alone, no anchor of its own).
 */
export function readProductRules(): ProductRules {
  const rules: string[] = [];
  const sections = new Map<string, string>();
  const text = fs.readFileSync(path.join(ROOT, PRODUCT_RULES_FILE), 'utf8');
  for (const line of text.split('\n')) {
    const section = /^## ((\d+)\. .*)$/.exec(line);
    if (section) sections.set(section[2]!, headingAnchor(section[1]!));
    const rule = /^(\d+\.\d+) /.exec(line);
    if (rule) rules.push(rule[1]!);
  }
  return { rules, sections };
}

// 'product rule 4', 'product rule 9.10', 'product rules 4 and 9', 'product rule 2, 4 and 9',
// 'product rule 2 / 4', 'product rule 4/5'.
const CITATION = /\bproduct rules? +(\d+(?:\.\d+)?(?: *(?:,|\/|and|&) *\d+(?:\.\d+)?)*)/gi;

/** The rule and section numbers a line cites as product rules. */
export function citedProductRules(line: string): string[] {
  return [...line.matchAll(CITATION)].flatMap((match) => match[1]!.match(/\d+(?:\.\d+)?/g) ?? []);
}
