// Search latency of the embedded engine on a realistic query mix, and the ratio
// against a linear scan of the same cars in the same run.
// Usage: npm run bench:search [-- --scales 3000,20000,100000 --queries 300]
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateInventory } from '../seed/generate-inventory.ts';
import { readSeedDealers } from '../seed/read-seed-dealers.ts';
import { DEFAULT_INVENTORY_SEED } from '../seed/demo-cars.ts';
import { createSearchEngine } from '../server/search/engine/search-engine.ts';
import { buildQueryMix, linearScan } from '../tests/bench/search-query-mix.ts';
import { CARS_INDEX_SETTINGS } from '../server/search/cars-index.server.ts';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '3000,20000,100000' },
    queries: { type: 'string', default: '300' },
  },
});
const scales = values.scales.split(',').map(Number);
const queryCount = Number(values.queries);

// A full collection before reading the heap (JS objects and typed arrays), so the engine's
// figure is what it keeps.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMb = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function time(run: () => void, rounds: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const dealers = readSeedDealers('tenants');
console.log(
  'cars | index build | first search | engine heap (total) | heap per car | engine p50 / p95 / p99 | second pass p50 / p95 | linear scan p50 / p95 | scan/engine (p50)',
);
for (const scale of scales) console.log(await measure(scale));

// One scale per call: what it allocates is unreachable once it returns, so the next
// scale's heap baseline does not still hold this scale's engine (a top-level loop of an
// async module keeps its last values alive until they are overwritten).
async function measure(scale: number): Promise<string> {
  const cars = generateInventory(dealers, {
    seed: DEFAULT_INVENTORY_SEED,
    count: scale,
    now: new Date(),
  });
  const heapBefore = heapMb();
  const engine = createSearchEngine();
  const built = performance.now();
  engine.updateSettings('cars', CARS_INDEX_SETTINGS); // the platform's own index settings
  engine.addDocuments('cars', cars, { primaryKey: 'id', mode: 'replace' });
  await engine.waitForTasks();
  const buildMs = performance.now() - built;
  const heapAfter = heapMb();

  const mix = buildQueryMix(
    dealers.map((dealer) => dealer.slug),
    queryCount,
  );
  // Warm-up: the first 20 queries. The first one is timed on its own: it pays for
  // anything the engine left to do after the write (sorting, facet structures).
  const [firstMs] = time(() => engine.search('cars', mix[0]!.params), 1);
  time(() => mix.slice(1, 20).forEach((query) => engine.search('cars', query.params)), 1);
  let next = 0;
  const engineMs = time(() => engine.search('cars', mix[next++ % mix.length]!.params), queryCount);
  next = 0;
  const scanMs = time(() => linearScan(cars, mix[next++ % mix.length]!.scan), queryCount);
  // The same queries again, for information: the first pass still pays for the JIT
  // compiling code paths met for the first time; a long-running server does not.
  next = 0;
  const againMs = time(() => engine.search('cars', mix[next++ % mix.length]!.params), queryCount);
  const [e50, e95, e99, a50, a95, s50, s95] = [
    percentile(engineMs, 50),
    percentile(engineMs, 95),
    percentile(engineMs, 99),
    percentile(againMs, 50),
    percentile(againMs, 95),
    percentile(scanMs, 50),
    percentile(scanMs, 95),
  ];
  const heap = `${(heapAfter - heapBefore).toFixed(0)} MB (${heapAfter.toFixed(0)} MB)`;
  const perCar = `${(((heapAfter - heapBefore) * 1024 * 1024) / scale).toFixed(0)} B`;
  return `${String(scale).padStart(8)} | ${(buildMs / 1000).toFixed(2)} s | ${firstMs!.toFixed(0)} ms | ${heap} | ${perCar} | ${e50.toFixed(2)} / ${e95.toFixed(2)} / ${e99.toFixed(2)} ms | ${a50.toFixed(2)} / ${a95.toFixed(2)} ms | ${s50.toFixed(2)} / ${s95.toFixed(2)} ms | ${(s50 / e50).toFixed(1)}x`;
}
