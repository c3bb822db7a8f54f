// decision 0013: what a listing's last page costs against its first, on the largest site's
// whole stock, as the search proxy asks for it (21 hits a page, exact totals).
// Usage: npm run bench:deep-pages [-- --scales 3200,20000,100000 --rounds 200]
import { parseArgs } from 'node:util';
import { generateInventory } from '../seed/generate-inventory.ts';
import { readSeedDealers } from '../seed/read-seed-dealers.ts';
import { DEFAULT_INVENTORY_SEED } from '../seed/demo-cars.ts';
import { CARS_INDEX_SETTINGS } from '../server/search/cars-index.server.ts';
import { createSearchEngine } from '../server/search/engine/search-engine.ts';
import type { SearchParams } from '../server/search/engine/types.ts';
import { engineSort } from '../server/search/proxy/shopper-sort.ts';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '3200,20000,100000' },
    rounds: { type: 'string', default: '200' },
  },
});
const scales = values.scales.split(',').map(Number);
const rounds = Number(values.rounds);
const PER_PAGE = 21;
const SITE = 'harbour-city-motors';

// The orders a shopper can pick, as the search proxy sends them (with the site's tie-breaks).
const ORDERS: Array<[string, string[] | undefined]> = [
  ['featured (custom rank)', undefined],
  ['km, lowest first', engineSort(['km:asc'])],
  ['year, newest first', engineSort(['year:desc'])],
];

function p50(run: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

const dealers = readSeedDealers('tenants');
console.log('cars | site hits | order | page 1 p50 | middle p50 | last page p50 | last/first');
for (const scale of scales) {
  const cars = generateInventory(dealers, {
    seed: DEFAULT_INVENTORY_SEED,
    count: scale,
    now: new Date(),
  });
  const engine = createSearchEngine();
  engine.updateSettings('cars', { ...CARS_INDEX_SETTINGS, pagination: { maxTotalHits: scale } });
  engine.addDocuments('cars', cars, { primaryKey: 'id', mode: 'replace' });
  await engine.waitForTasks();
  const filter = `dealership_slug = "${SITE}"`;
  const base: SearchParams = { filter, hitsPerPage: PER_PAGE, attributesToRetrieve: ['id'] };
  const { totalHits = 0, totalPages = 1 } = engine.search('cars', { ...base, page: 1 });
  for (const [name, sort] of ORDERS) {
    const at = (page: number) => () =>
      engine.search('cars', { ...base, page, ...(sort && { sort }) });
    // Warm-up: the sort columns' ranks are built on the first search after a write.
    for (let i = 0; i < 20; i++) [1, totalPages].forEach((page) => at(page)());
    const [first, middle, last] = [1, Math.ceil(totalPages / 2), totalPages].map((page) =>
      p50(at(page)),
    );
    console.log(
      `${String(scale).padStart(8)} | ${String(totalHits).padStart(9)} | ${name} | ${first!.toFixed(2)} ms | ${middle!.toFixed(2)} ms | ${last!.toFixed(2)} ms | ${(last! / first!).toFixed(2)}x`,
    );
  }
}
