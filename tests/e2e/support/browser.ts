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
 * Waits until React has hydrated the element and committed the hydration, so a click or a
 * drag is never lost to the gap between HTML arriving and hydration. React attaches its props
 * to a node while it renders the hydration, which yields to the browser (client/entry.tsx), and
 * handles events there only once the root is committed: until then React hydrates on a click
 * and replays it, but drops the pointer moves of a drag.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction(
    (sel: string) => {
      const element = document.querySelector(sel);
      if (!element || !Object.keys(element).some((key) => key.startsWith('__reactProps'))) {
        return false;
      }
      // The root's container: the document for pages, an element for a component's harness.
      type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
      let root: HostRoot | undefined;
      for (let node: Node | null = element; node && !root; node = node.parentNode) {
        root = Object.entries(node).find(([key]) => key.startsWith('__reactContainer'))?.[1];
      }
      return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    { timeout: 10_000 },
    selector,
  );
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Scrolls the element to the middle of the screen and returns its box once two animation frames
 * agree on it. Off-screen cards and facets use `content-visibility: auto`: the browser lays out
 * and hit-tests their contents only from the frame after they come near the screen, so a pointer
 * aimed straight after a scroll can land on a placeholder (docs/testing.md, "Pointers and
 * off-screen content").
 */
export async function settledBox(page: Page, selector: string): Promise<Box> {
  await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
  return page.$eval(selector, async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const measure = () => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    };
    let before = measure();
    for (let tries = 0; tries < 50; tries += 1) {
      await frame();
      await frame();
      const after = measure();
      if (JSON.stringify(after) === JSON.stringify(before)) return after;
      before = after;
    }
    throw new Error('the element kept moving for 100 animation frames');
  });
}
