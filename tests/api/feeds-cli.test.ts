// `npm run feeds -- ...` against a running platform's database and data folder: a pull from a
// file reaches shoppers (the watcher swaps the index), status and history show what happened,
// a held pull exits 1 with its reason, approve lets the next one through, and the command run
// as a process beside a server on PGlite says plainly that it cannot.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { expect, test } from 'vitest';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { toFeedRow } from '../../scripts/demo-inventory.ts';
import { runFeedsCli } from '../../scripts/feeds/run-feeds-cli.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const SLUG = 'bayside-mazda';
const HOST = `${SLUG}.localhost`;

function cli(...argv: string[]) {
  const platform = fixture.current;
  return runFeedsCli(argv, {
    tenants: platform.tenants,
    dataDir: platform.env.DATA_DIR,
    secrets: {},
    withStore: (fn) => fn(platform.database),
  });
}

async function search(q = '') {
  const res = await request(fixture.current.app)
    .post('/api/search/multi-search')
    .set('Host', HOST)
    .set('Content-Type', 'application/json')
    .send({ queries: [{ indexUid: 'cars', q, hitsPerPage: 100, page: 1 }] });
  expect(res.status).toBe(200);
  return res.body.results[0] as {
    totalHits: number;
    hits: Array<{ id: number; price: number; sold: boolean }>;
  };
}

/** The car as a shopper's search finds it by its stock number, or undefined. */
async function listedCar(car: { id: number; stocknum: string }) {
  return (await search(car.stocknum)).hits.find((hit) => hit.id === car.id);
}

async function waitForListing(count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = await search();
    if (result.totalHits === count || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function writeFeed(name: string, cars: object[]) {
  const file = path.join(fixture.current.env.DATA_DIR, name);
  fs.writeFileSync(file, JSON.stringify(cars));
  return file;
}

test('a pull from a file: a car marked sold leaves the listing and its page says so (product rule 9.14), one dropped leaves, one is repriced; status and history say so', async () => {
  const tenant = fixture.tenant(SLUG);
  const cars = readTenantInventory(fixture.current.env.DATA_DIR, SLUG)!.cars.filter(
    (car) => !car.sold && car.status !== 'sold',
  );
  const all = readTenantInventory(fixture.current.env.DATA_DIR, SLUG)!.cars;
  const [dropped, repriced, sold] = cars;
  const feed = all
    .filter((car) => car.id !== dropped!.id)
    .map((car) =>
      car.id === repriced!.id
        ? { ...toFeedRow(car, tenant), price: car.price + 1000 }
        : car.id === sold!.id
          ? { ...toFeedRow(car, tenant), sold: true }
          : toFeedRow(car, tenant),
    );
  const listed = (await search()).totalHits;

  const pulled = await cli('pull', SLUG, '--from', writeFeed('feed.json', feed));
  expect(pulled.exitCode).toBe(0);
  expect(pulled.stdout).toContain('imported');
  expect(pulled.stdout).toContain(
    `rows: read ${all.length - 1}, added 0, updated 2, removed 1, bad 0`,
  );

  expect((await waitForListing(listed - 2)).totalHits).toBe(listed - 2);
  expect(await listedCar(dropped!)).toBeUndefined();
  expect(await listedCar(sold!)).toBeUndefined();
  expect((await listedCar(repriced!))?.price).toBe(repriced!.price + 1000);
  const soldPage = await request(fixture.current.app).get(sold!.url).set('Host', HOST);
  expect(soldPage.status).toBe(200);
  expect(soldPage.text).toContain('This vehicle has been sold.');

  const status = await cli('status');
  expect(status.exitCode).toBe(0);
  for (const slug of fixture.current.tenants.map((site) => site.slug)) {
    expect(status.stdout).toContain(slug);
  }
  expect(status.stdout).toMatch(new RegExp(`${SLUG} .* imported `));
  expect(status.stdout).toContain('no feed');

  const history = await cli('history', SLUG);
  expect(history.stdout).toMatch(/UTC {2}main {2}imported {2}\d+ ms {2}command {2}.*feed\.json/);
});

test('a pull that would empty most of the stock is held (exit 1) until approved', async () => {
  const tenant = fixture.tenant(SLUG);
  const cars = readTenantInventory(fixture.current.env.DATA_DIR, SLUG)!.cars;
  const few = writeFeed(
    'few.json',
    cars
      .filter((car) => !car.sold)
      .slice(0, 2)
      .map((car) => toFeedRow(car, tenant)),
  );

  const held = await cli('pull', SLUG, '--from', few);
  expect(held.exitCode).toBe(1);
  expect(held.stdout).toMatch(/held \(drop\)/);
  expect(held.stdout).toMatch(new RegExp(`remove ${cars.length - 2} of ${cars.length} cars`));
  expect(readTenantInventory(fixture.current.env.DATA_DIR, SLUG)!.cars).toHaveLength(cars.length);

  const status = await cli('status', SLUG);
  expect(status.exitCode).toBe(1);
  expect(status.stdout).toContain('held (drop)');

  expect((await cli('approve', SLUG)).stdout).toContain('approved');
  const approved = await cli('pull', SLUG, '--from', few);
  expect(approved.exitCode).toBe(0);
  expect((await waitForListing(2)).totalHits).toBe(2);
  expect((await cli('status', SLUG)).exitCode).toBe(0);
});

test('bad arguments exit 2 with the usage', async () => {
  for (const argv of [
    ['pull'],
    ['history', 'nowhere'],
    ['pull', SLUG, '--format', 'tsv'],
    ['sync'],
  ]) {
    const outcome = await cli(...argv);
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stderr).toContain('Usage: npm run feeds');
  }
});

test('a pull for a site without a feed and without --from says how to add one', async () => {
  const outcome = await cli('pull', SLUG);
  expect(outcome.exitCode).toBe(1);
  expect(outcome.stderr).toContain(`add "feeds" to tenants/${SLUG}.json`);
});

test('the command beside a server holding PGlite stops and says why', async () => {
  const run = promisify(execFile);
  const failure = await run(
    process.execPath,
    ['--import', 'tsx', repoPath('scripts', 'feeds.ts'), 'status'],
    {
      cwd: repoPath(),
      env: { ...process.env, DATA_DIR: fixture.current.env.DATA_DIR, DATABASE_URL: '' },
    },
  ).catch((error: { code: number; stderr: string }) => error);
  expect('code' in failure && failure.code).toBe(1);
  expect(failure.stderr).toMatch(/in use by process \d+ \(a running server\).*set DATABASE_URL/);
});
