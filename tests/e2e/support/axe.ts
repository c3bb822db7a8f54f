import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeNode {
  target: string[];
  any: Array<{ data?: { messageKey?: string } | null }>;
}

interface AxeResult {
  id: string;
  impact: string;
  nodes: AxeNode[];
}

interface AxeWindow {
  axe: {
    run: () => Promise<
      Record<'violations' | 'incomplete' | 'passes' | 'inapplicable', AxeResult[]>
    >;
  };
}

/**
 * Why axe may leave a colour pair undecided where the page is not at fault: text over a
 * picture, text under a sticky bar or outside the viewport at this scroll position, icon
 * glyphs, an empty field (no text to measure yet). Any other undecided pair is a failure: text the colour of its own background
 * ('equalRatio', which axe only reports as needing review) or on a gradient it cannot read.
 */
const UNDECIDABLE_CONTRAST = new Set([
  'bgImage',
  'imgNode',
  'bgOverlap',
  'elmPartiallyObscured',
  'elmPartiallyObscuring',
  'outsideViewport',
  'shortTextContent',
  'nonBmp',
  'emptyValue',
]);

/**
 * Serious and critical axe-core violations on the page as it is now, as 'rule (impact) xN',
 * and colour pairs axe could not decide, as 'color-contrast undecided (reason) selector'.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(axeSource);
  const { contrastRan, violations, incomplete } = await page.evaluate(async () => {
    const result = await (window as unknown as AxeWindow).axe.run();
    const contrast = result.incomplete.find((check) => check.id === 'color-contrast');
    return {
      // Guards against the rule being switched off: every theme's colours are checked.
      contrastRan: [result.violations, result.incomplete, result.passes, result.inapplicable].some(
        (list) => list.some((check) => check.id === 'color-contrast'),
      ),
      violations: result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}) x${violation.nodes.length}`),
      incomplete: (contrast?.nodes ?? []).map((node) => ({
        reason: node.any[0]?.data?.messageKey ?? 'unknown',
        target: node.target.join(' '),
      })),
    };
  });
  const undecided = incomplete
    .filter(({ reason }) => !UNDECIDABLE_CONTRAST.has(reason))
    .map(({ reason, target }) => `color-contrast undecided (${reason}) ${target}`);
  return [...(contrastRan ? [] : ['color-contrast did not run']), ...violations, ...undecided];
}
