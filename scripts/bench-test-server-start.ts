// What a browser test file waits for before its first test: its data folder made and its server
// ready (spawn -> /readyz 200), on a data folder without the embedded database (the server's
// first start creates it) and on one holding the migrated database (makeServerDataDir, what the
// e2e files use). The two kinds alternate, so a busy machine weighs on both alike.
// Usage: npm run bench:test-server-start -- [--rounds 3] [--cars 1200]
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { makeDataDir, makeServerDataDir } from '../tests/support/test-platform.ts';
import { median } from './bench/median.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, cars: { type: 'string', default: '1200' } },
});
const rounds = Number(values.rounds);
const cars = Number(values.cars);

const KINDS = {
  'no database': () => makeDataDir(cars),
  'migrated database': () => makeServerDataDir(cars),
} as const;
type Kind = keyof typeof KINDS;

const load = () => os.loadavg()[0]!.toFixed(2);

async function timeStart(kind: Kind) {
  const started = performance.now();
  const dataDir = await KINDS[kind]();
  const folderMade = performance.now();
  const server = await startServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 600_000 });
  const ready = performance.now();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { folderMs: folderMade - started, serverMs: ready - folderMade, totalMs: ready - started };
}

// The migrated template is made once per PGlite version and migration set; not part of a start.
await makeServerDataDir(10).then((dir) => fs.rmSync(dir, { recursive: true, force: true }));

const totals: Record<Kind, number[]> = { 'no database': [], 'migrated database': [] };
console.log(`${cars} cars, ${rounds} rounds, load average ${load()} at the start`);
for (let round = 1; round <= rounds; round++) {
  const kinds = Object.keys(KINDS) as Kind[];
  for (const kind of round % 2 ? kinds : kinds.reverse()) {
    const { folderMs, serverMs, totalMs } = await timeStart(kind);
    totals[kind].push(totalMs);
    console.log(
      `round ${round} ${kind.padEnd(17)} folder ${(folderMs / 1000).toFixed(1)} s, server ${(serverMs / 1000).toFixed(1)} s, load ${load()}`,
    );
  }
}
const before = median(totals['no database']);
const after = median(totals['migrated database']);
console.log(
  `median: no database ${(before / 1000).toFixed(1)} s, migrated database ${(after / 1000).toFixed(1)} s, ratio ${(after / before).toFixed(2)}; load average ${load()} at the end`,
);
