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
 * Scrolls the element to the middle of the screen and returns its box once it has stayed put,
 * inside the viewport, for half a second. Off-screen cards and facets use
 * `content-visibility: auto`: the browser lays out and hit-tests their contents only once it has
 * found them near the screen, a step that can come frames after a scroll on a busy machine, and
 * the scroll itself is aimed with their placeholder heights. So the element can move, even off the
 * screen, after two frames agreed on its box; it is scrolled to again whenever it is off the screen
 * (docs/testing.md, "Pointers and off-screen content").
 */
export async function settledBox(page: Page, selector: string): Promise<Box> {
  return page.$eval(selector, async (element) => {
    const QUIET_MS = 500;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const measure = () => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    };
    const onScreen = (box: Box) =>
      box.top >= 0 &&
      box.left >= 0 &&
      box.top + box.height <= window.innerHeight &&
      box.left + box.width <= window.innerWidth;
    let lastChange = performance.now();
    const restartWait = () => {
      lastChange = performance.now();
    };
    document.addEventListener('contentvisibilityautostatechange', restartWait, true);
    try {
      element.scrollIntoView({ block: 'center' });
      let before = measure();
      const deadline = performance.now() + 10_000;
      while (performance.now() < deadline) {
        await frame();
        const after = measure();
        if (JSON.stringify(after) !== JSON.stringify(before)) restartWait();
        before = after;
        if (!onScreen(after)) {
          element.scrollIntoView({ block: 'center' });
          before = measure();
          restartWait();
        } else if (performance.now() - lastChange >= QUIET_MS) {
          return after;
        }
      }
      throw new Error('the element kept moving, or stayed off the screen, for 10 seconds');
    } finally {
      document.removeEventListener('contentvisibilityautostatechange', restartWait, true);
    }
  });
}
