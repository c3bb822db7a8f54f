// SIGTERM at any moment of a start, data preparation included (the demo inventory and
// the embedded database being made on an empty DATA_DIR), ends the server bundle cleanly: exit
// 0 within SHUTDOWN_GRACE_MS, nothing half written, and the next start on the same DATA_DIR
// works. Before, a stop during start-up had no handler (the process died by the signal) and a
// cut-off database creation could leave a broken folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { startBundle, statusOf, type BundleProcess } from '../support/bundle-process.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

// The product's default is 8 s. On a busy runner the demo inventory's import alone took 4.2 s,
// so a 4 s grace ended a step that was on its way to finishing (exit 1, by design).
const GRACE_MS = 10_000;
const running: BundleProcess[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function emptyDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-stop-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const server = await startBundle({
    DATA_DIR: dataDir,
    DEMO_INVENTORY: 'true',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  running.push(server);
  return server;
}

async function stopWithin(server: BundleProcess): Promise<number | null> {
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  expect(performance.now() - signalled).toBeLessThan(GRACE_MS + 1_000);
  return code;
}

/** No staging folder left, and the database folder is whole or absent. */
function expectNothingHalfWritten(dataDir: string) {
  const entries = fs.readdirSync(dataDir);
  expect(entries.filter((name) => name.endsWith('.creating') || name.startsWith('.demo'))).toEqual(
    [],
  );
  if (entries.includes('pglite')) {
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }
}

async function expectNextStartServes(dataDir: string) {
  const again = await start(dataDir);
  await again.ready();
  // The listening line shows where it listens (it read [Redacted] before). Its output can
  // reach this process just after /readyz answers.
  await again.until(() => again.output().includes('"msg":"listening"'), 'the listening line');
  expect(again.output()).toMatch(/"listenAddress":"127\.0\.0\.1","port":\d+.*"msg":"listening"/);
  for (const slug of DEMO_SLUGS) {
    expect(await statusOf(again.port, `${slug}.localhost`, '/')).toBe(200);
  }
  expect(await stopWithin(again)).toBe(0);
}

test('SIGTERM while the embedded database is being created: exit 0, then a whole start', async () => {
  const dataDir = emptyDataDir();
  const server = await start(dataDir);
  await server.until(() => fs.existsSync(path.join(dataDir, 'pglite.creating')), 'creation');
  expect(await stopWithin(server)).toBe(0);
  expect(server.output()).toContain('stopped during start-up');
  expectNothingHalfWritten(dataDir);
  await expectNextStartServes(dataDir);
}, 240_000);

test('SIGTERM while the demo inventory is being written: exit 0, then a whole start', async () => {
  const dataDir = emptyDataDir();
  const server = await start(dataDir);
  await server.until(
    () => fs.readdirSync(dataDir).some((name) => name.startsWith('.demo-inventory')),
    'demo inventory',
  );
  expect(await stopWithin(server)).toBe(0);
  expectNothingHalfWritten(dataDir);
  // The inventory is moved into place whole, or is not there (a start that got as far as
  // reading it also keeps its record of checked files there: docs/inventory.md).
  const inventory = path.join(dataDir, 'inventory');
  if (fs.existsSync(inventory)) {
    const stockFiles = fs.readdirSync(inventory).filter((name) => name.endsWith('.json'));
    expect(stockFiles).toHaveLength(DEMO_SLUGS.length);
  }
  await expectNextStartServes(dataDir);
}, 240_000);

test('SIGTERM while the server loads (database open, the sites’ stock): exit 0, database closed', async () => {
  const dataDir = emptyDataDir();
  const first = await start(dataDir);
  await first.ready();
  expect(await stopWithin(first)).toBe(0);
  const server = await start(dataDir);
  // The data is there: the server's own process opens the database, listens, and loads the
  // sites' stock into the index meanwhile; the signal lands before it listens or while it loads.
  await server.until(() => server.output().includes('site files loaded'), 'platform loading');
  expect(await stopWithin(server)).toBe(0);
  expect(server.output()).toMatch(/stopped during start-up|"msg":"stopped"/);
  // The lock is released with the database: a closed database, not a killed one.
  expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  await expectNextStartServes(dataDir);
}, 240_000);

test("SIGTERM while the server's modules load: exit 0 (it was killed by the signal before)", async () => {
  const dataDir = emptyDataDir();
  const server = await start(dataDir);
  // Loading Express, React and PGlite takes longer than this; node itself has started.
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await stopWithin(server)).toBe(0);
  expectNothingHalfWritten(dataDir);
}, 60_000);
