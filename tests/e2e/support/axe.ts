import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeWindow {
  axe: {
    run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }>;
  };
}

/** Serious and critical axe-core violations on the page as it is now, as 'rule (impact) xN'. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as unknown as AxeWindow).axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}) x${violation.nodes.length}`);
  });
}
