import { expect, test } from 'vitest';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
const DESKTOP = { width: 1280, height: 900 };
const RUNS = 3;

// Tapping a facet value to the next paint of the new results, INP-style, with the CPU slowed
// 4x as Lighthouse's mobile profile does. A figure for docs/performance.md, printed, not a
// timed assertion (the machine is shared); what is asserted is that the results changed.
test('a facet tap repaints the results (input to next paint printed, 4x CPU slowdown)', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  const figures: number[] = [];
  const interactions: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.emulateCPUThrottling(1);
    await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, '.facet-tile');
    await page.emulateCPUThrottling(4);
    const before = await page.$eval('.listing-hits', (list) => list.textContent);
    // The time from the tap to the first frame painted after the results list changed, and
    // the tap's own interaction as the browser's Event Timing reports it: input to the first
    // paint after it, what INP counts (0 when under Event Timing's 16 ms threshold). That
    // frame comes before the pressed tile and the results (docs/performance.md).
    await page.evaluate(() => {
      const state = window as unknown as { tapToPaint?: Promise<number>; tapEvents?: number[] };
      const tapEvents: number[] = [];
      state.tapEvents = tapEvents;
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { interactionId: number }
        >) {
          if (entry.interactionId > 0) tapEvents.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      state.tapToPaint = new Promise((resolve) => {
        let tappedAt = 0;
        document.addEventListener('pointerdown', (event) => (tappedAt = event.timeStamp), {
          once: true,
          capture: true,
        });
        const list = document.querySelector('.listing-hits')!;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tappedAt)));
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      });
    });
    const tiles = await page.$$('section[aria-labelledby="facet-make"] .facet-tile');
    await tiles[run % tiles.length]!.click();
    const ms = await page.evaluate(
      () => (window as unknown as { tapToPaint: Promise<number> }).tapToPaint,
    );
    figures.push(ms);
    // Event Timing entries are handed out after the frame they end at: wait a little for them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    interactions.push(
      await page.evaluate(() =>
        Math.max(0, ...(window as unknown as { tapEvents: number[] }).tapEvents),
      ),
    );
    expect(await page.$eval('.listing-hits', (list) => list.textContent)).not.toBe(before);
  }
  await page.emulateCPUThrottling(1);
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
  console.log(
    `facet tap to next paint, 4x CPU slowdown: median ${median(figures)} ms ` +
      `(${figures.map((ms) => ms.toFixed(0)).join(', ')} ms); ` +
      `the tap's interaction (Event Timing, to its first paint): median ${median(interactions)} ms ` +
      `(${interactions.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );
  expect(problems).toEqual([]);
  await page.close();
});
