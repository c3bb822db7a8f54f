import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import { pageTargets } from '../support/fuzz/page-targets.ts';
import { getText, sendRawPageRequest } from '../support/fuzz/raw-page-request.ts';
import type { FuzzRequest } from '../support/fuzz/fuzz-target.ts';
import { rawListingQuery } from '../support/fuzz/listing-targets.ts';

// Bounded for `npm test`; scripts/fuzz.ts runs the same targets for as many cases as asked.
const RUNS_PER_TARGET = 25;
const REDIRECT_RUNS = 20;

const fixture = useTestPlatform({}, { inventoryCount: 100 });
let server: Server;
let port: number;
const carPaths: Record<string, string[]> = {};

beforeAll(async () => {
  server = fixture.current.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  // A real car per site, so its lead form and reserve pages are fuzzed too.
  for (const slug of DEMO_SLUGS) {
    const sitemap = await getText(port, `${slug}.localhost`, '/sitemap.xml');
    const car = /<loc>https?:\/\/[^/<]+(\/cars\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
    carPaths[slug] = car ? [car] : [];
  }
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function rowCounts(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await fixture.current.database.query<{ count: string | number }>(
      `select count(*) as count from ${table}`,
    );
    counts[table] = Number(rows[0]?.count);
  }
  return counts;
}

const describeRequest = ({ method, target, host, headers, body }: FuzzRequest) =>
  JSON.stringify({
    method,
    target: target.slice(0, 300),
    host,
    headers,
    body: body?.toString('latin1').slice(0, 200),
  });

describe('every page route of every demo site, under hostile requests', () => {
  test.each(pageTargets(DEMO_SLUGS, carPaths).map((target) => [target.name, target] as const))(
    '%s: no 5xx, always an answer, nothing written on a 4xx',
    async (_, target) => {
      await fc.assert(
        fc.asyncProperty(target.request, async (request) => {
          const before = await rowCounts(target.tables);
          const answer = await sendRawPageRequest(port, request);
          const label = `${describeRequest(request)} -> ${answer.status} ${answer.failure ?? ''}`;
          expect(answer.status, label).toBeGreaterThanOrEqual(200);
          expect(answer.status, label).toBeLessThan(500);
          if (answer.status >= 400) expect(await rowCounts(target.tables), label).toEqual(before);
        }),
        { numRuns: RUNS_PER_TARGET },
      );
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
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
          const answer = await sendRawPageRequest(port, {
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
