import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import { pageTargets } from '../support/fuzz/page-targets.ts';
import { carPathsFromSitemaps, sendRaw } from '../support/fuzz/raw-http.ts';
import { runFuzzTarget } from '../support/fuzz/run-fuzz.ts';
import { rawListingQuery } from '../support/fuzz/listing-targets.ts';

// Bounded for `npm test`; scripts/fuzz.ts runs the same targets for as many cases as asked.
const RUNS_PER_TARGET = 25;
const REDIRECT_RUNS = 20;

const fixture = useTestPlatform({}, { inventoryCount: 100 });
let server: Server;
let port: number;
let carPaths: Record<string, string[]> = {};

beforeAll(async () => {
  server = fixture.current.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  carPaths = await carPathsFromSitemaps(port, DEMO_SLUGS);
  // Without a real car the car pages' forms and reserve page would not be fuzzed at all.
  for (const slug of DEMO_SLUGS) expect(carPaths[slug], slug).not.toEqual([]);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('every page route of every demo site, under hostile requests', () => {
  // Named at collection; built in the test, once the car paths are known.
  test.each(pageTargets(DEMO_SLUGS).map((target) => target.name))(
    '%s: no 5xx, always an answer, nothing written on a 4xx',
    async (name) => {
      const target = pageTargets(DEMO_SLUGS, carPaths).find((one) => one.name === name)!;
      const report = await runFuzzTarget(
        { port, database: fixture.current.database },
        target,
        RUNS_PER_TARGET,
      );
      const failure = report.failure;
      expect(failure, failure && `${failure.reason}\n${failure.request}`).toBeUndefined();
    },
  );
});

const mixedCase = (path: string, flips: number) =>
  [...path]
    .map((char, index) => ((flips >> (index % 16)) & 1 ? char.toUpperCase() : char))
    .join('');

test('from any generated URL on any demo site, redirects end within 2 hops, never at their own URL', async () => {
  const paths = listingAndPagePaths();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...DEMO_SLUGS),
      fc.constantFrom(...paths),
      fc.nat(0xffff),
      rawListingQuery,
      async (slug, path, flips, query) => {
        let target = `${mixedCase(path, flips)}${query ? `?${query}` : ''}`;
        const host = `${slug}.localhost`;
        for (let hop = 0; ; hop++) {
          const answer = await sendRaw(port, {
            method: 'GET',
            target,
            host,
            headers: {},
          });
          const label = `${host}${target} (hop ${hop}) -> ${answer.status} ${answer.location ?? ''}`;
          expect(answer.status, label).toBeGreaterThanOrEqual(200);
          expect(answer.status, label).toBeLessThan(500);
          if (answer.status < 300 || answer.status >= 400) break;
          expect(hop, label).toBeLessThan(2);
          expect(answer.location, label).toBeDefined();
          expect(answer.location, label).not.toBe(target);
          target = answer.location!;
        }
      },
    ),
    { numRuns: REDIRECT_RUNS },
  );
});

/** Listing paths of every demo site and a few other page paths (their case is mixed above). */
function listingAndPagePaths(): string[] {
  return [
    '/search/new-used-and-demo-cars/',
    '/search/new-used-and-demo-cars',
    '/search/used-cars',
    '/search/new-and-used-trucks',
    '/search/rvs-and-motorcycles',
    '/search/used-cars-sydney',
    '/search/cars-under-15000',
    '/search/mazda',
    '/search/mazda/cx-5/',
    '/search/toyota',
    '/search/new-cars',
    '/search/used-cars/',
    '/electric-cars',
    '/models',
    '/contact',
    '/',
  ];
}
