import type { Car } from '#shared/inventory/car.ts';
import type { SearchParams } from '#server/search/engine/types.ts';

const TEXTS = ['toyota', 'mazda cx-5', 'hilux sr5', 'corola', 'ranger', 'i30', 'white suv', ''];
const FACETS = ['make', 'simple_body', 'car_type', 'price', 'km', 'year'];
const SORTS = [['price:asc'], ['km:asc'], ['year:desc'], []];
const PRICE_BANDS: Array<[number, number]> = [
  [10_000, 40_000],
  [20_000, 80_000],
  [5_000, 250_000],
];

export interface BenchQuery {
  params: SearchParams;
  /** The same query as plain predicates, for the linear-scan baseline. */
  scan: { dealer: string; types: string[]; price: [number, number]; words: string[] };
}

/** A realistic, deterministic mix: text + 3 filters + 6 facets + sort, paginated. */
export function buildQueryMix(dealers: readonly string[], count: number): BenchQuery[] {
  return Array.from({ length: count }, (_, i) => {
    const dealer = dealers[i % dealers.length]!;
    const types = i % 3 === 0 ? ['used'] : ['new', 'demo', 'used'];
    const price = PRICE_BANDS[i % PRICE_BANDS.length]!;
    const q = TEXTS[i % TEXTS.length]!;
    return {
      params: {
        q,
        filter: [
          `dealership_slug = "${dealer}"`,
          `car_type IN [${types.join(', ')}]`,
          `price ${price[0]} TO ${price[1]}`,
        ],
        facets: FACETS,
        sort: SORTS[i % SORTS.length]!,
        hitsPerPage: 21,
        page: 1 + (i % 3),
      },
      scan: { dealer, types, price, words: q.toLowerCase().split(/\s+/).filter(Boolean) },
    };
  });
}

/** The naive way: look at every car for every query (substring text match, no typos). */
export function linearScan(cars: readonly Car[], query: BenchQuery['scan']): number {
  const facets = new Map<string, Map<unknown, number>>(FACETS.map((facet) => [facet, new Map()]));
  const hits: Car[] = [];
  for (const car of cars) {
    if (car.dealership_slug !== query.dealer || !query.types.includes(car.car_type)) continue;
    if (car.price < query.price[0] || car.price > query.price[1]) continue;
    const text = `${car.name} ${car.colour} ${car.stocknum}`.toLowerCase();
    if (!query.words.every((word) => text.includes(word))) continue;
    hits.push(car);
    for (const facet of FACETS) {
      const counts = facets.get(facet)!;
      const value = (car as unknown as Record<string, unknown>)[facet];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  hits.sort((a, b) => a.price - b.price);
  return hits.slice(0, 21).length + facets.size;
}
