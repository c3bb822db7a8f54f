// What reading a query (product rule 9.15) adds to a listing request, at a given stock size:
// building the site's query vocabulary (done per request with the listing vocabulary) and
// reading each query of the relevance set. Figures only; no target is asserted here.
// Usage: npm run bench:understanding [-- --cars 3000 --rounds 20]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { generateInventory } from '../seed/generate-inventory.ts';
import { readSeedDealers } from '../seed/read-seed-dealers.ts';
import { DEFAULT_INVENTORY_SEED } from '../seed/demo-cars.ts';
import { buildListingVocabulary } from '../shared/search-url/build-listing-vocabulary.ts';
import { buildQueryVocabulary } from '../shared/search/understanding/query-vocabulary.ts';
import { understoodSearchState } from '../shared/search-url/understood-search-state.ts';
import { readRelevanceSet } from '../tests/support/relevance-runner.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '20' },
  },
});
const cars = generateInventory(readSeedDealers('tenants'), {
  seed: DEFAULT_INVENTORY_SEED,
  count: Number(values.cars),
  now: new Date(),
});
// One site holding the whole stock: the most makes and models a vocabulary can have here.
const distinct = (
  field: 'make' | 'simple_body' | 'simple_fuel' | 'simple_transmission' | 'simple_drive' | 'colour',
) => [...new Set(cars.map((car) => car[field]).filter((v): v is string => typeof v === 'string'))];
const input = {
  listingPath: '/search/cars',
  carTypes: ['new', 'used', 'demo'] as const,
  facetValues: {
    make: distinct('make'),
    make_model: [...new Set(cars.map((car) => `${car.make} ${car.model}`))],
    simple_body: distinct('simple_body'),
    simple_fuel: distinct('simple_fuel'),
    simple_transmission: distinct('simple_transmission'),
    simple_drive: distinct('simple_drive'),
    colour: distinct('colour'),
  },
};
const queries = readRelevanceSet().map((entry) => entry.query);
const state = (query: string) => ({ query, page: 1, refinementList: {}, range: {} });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function measure(run: () => void, samples: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

// Warm up (JIT), then measure: the listing vocabulary with and without the query vocabulary
// is not separable here, so the whole build is timed, and each query read on its own.
const vocabulary = buildListingVocabulary({ ...input, carTypes: [...input.carTypes] });
for (const query of queries) understoodSearchState(state(query), vocabulary);
const rounds = Number(values.rounds);
// The query vocabulary is built once per stock version (cached with the vocabulary input);
// its build is timed on its own, as an import's first listing request pays it.
const build = measure(
  () =>
    buildQueryVocabulary({
      makes: input.facetValues.make,
      makeModels: input.facetValues.make_model,
      bodies: input.facetValues.simple_body,
      fuels: input.facetValues.simple_fuel,
      transmissions: input.facetValues.simple_transmission,
      drives: input.facetValues.simple_drive,
      colours: input.facetValues.colour,
      carTypes: [...input.carTypes],
    }),
  rounds * 10,
);
const read = measure(() => {
  for (const query of queries) understoodSearchState(state(query), vocabulary);
}, rounds).map((total) => total / queries.length);
const single: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const query of queries)
    single.push(...measure(() => understoodSearchState(state(query), vocabulary), 1));
}
single.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `${cars.length} cars, ${input.facetValues.make.length} makes, ${input.facetValues.make_model.length} models; ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log(
  `query vocabulary build (once per stock version): p50 ${ms(percentile(build, 50))}, p95 ${ms(percentile(build, 95))}`,
);
console.log(
  `reading one query (${queries.length} queries x ${rounds}): p50 ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}, max ${ms(single.at(-1)!)}`,
);
console.log(
  `mean per query over whole rounds: ${ms(read.reduce((a, b) => a + b, 0) / read.length)}`,
);
console.log(
  `added to a listing request (the vocabulary cached per stock version, one query read), p95: ${ms(percentile(single, 95))}`,
);
