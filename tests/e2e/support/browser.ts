import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Collects everything a shopper's console would show as a problem: console
 * errors and warnings (React reports hydration mismatches there), uncaught
 * page errors and failed requests. Tests assert the list is empty.
 */
export function watchForProblems(
  page: Page,
  { expectedErrorPages = [] as string[] } = {},
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    // Chrome reports a document's own 4xx status in the console; a test that asks for a 404 page expects it.
    const isExpected =
      message.text().startsWith('Failed to load resource') &&
      expectedErrorPages.includes(message.location().url ?? '');
    if (isExpected) return;
    if (type === 'error' || type === 'warn') problems.push(`console.${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${(error as Error).message}`));
  page.on('requestfailed', (request) =>
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`http ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Waits until React has hydrated the element (React attaches its props to hydrated
 * nodes), so a click is never lost to the gap between HTML arriving and hydration.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction(
    (sel: string) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    { timeout: 10_000 },
    selector,
  );
}
