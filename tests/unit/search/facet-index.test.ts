import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { createFacetIndex, type FacetDocument } from '#server/search/engine/facets/facet-index.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';

function indexOf(attributes: string[], docs: FacetDocument[]) {
  const index = createFacetIndex(attributes);
  docs.forEach((doc, id) => index.add(id, doc));
  const universe = DocSet.full(docs.length);
  const match = (filter: string) => index.evaluate(parseFilter(filter)!, universe).toArray();
  return { index, universe, match };
}

const cars: FacetDocument[] = [
  { make: 'Toyota', price: 25_000, year: 2020, tags: ['AWD', 'Sunroof'], sold: false, vin: 'A1' },
  { make: 'toyota ', price: 12_000, year: 2015, tags: ['awd'], sold: true, vin: null },
  { make: 'Mazda', price: 40_000, year: 2022, tags: [], sold: false, vin: '' },
  { make: 'Mazda', price: '40000', year: 2021, tags: ['Leather'], sold: false },
  { make: 'Škoda', price: 9_999.5, tags: ['AWD'], sold: false, vin: 'B2', extra: {} },
  { price: 60_000, year: 2024, sold: true, vin: 'C3' },
];

describe('evaluate', () => {
  const { match } = indexOf(['make', 'price', 'year', 'tags', 'sold', 'vin', 'extra'], cars);

  test('string equality folds case and surrounding spaces, not accents', () => {
    expect(match('make = TOYOTA')).toEqual([0, 1]);
    expect(match("make = 'toyota'")).toEqual([0, 1]);
    expect(match('make = škoda')).toEqual([4]);
    expect(match('make = skoda')).toEqual([]);
  });

  test('a number matches numbers and the same text, as Meilisearch does', () => {
    expect(match('price = 40000')).toEqual([2, 3]);
    expect(match('price = 40000.0')).toEqual([2]);
    expect(match('price = 9999.5')).toEqual([4]);
  });

  test('numeric comparisons and TO', () => {
    expect(match('year > 2020')).toEqual([2, 3, 5]);
    expect(match('year >= 2020')).toEqual([0, 2, 3, 5]);
    expect(match('price < 12000')).toEqual([4]);
    expect(match('price <= 12000')).toEqual([1, 4]);
    expect(match('price 10000 TO 40000')).toEqual([0, 1, 2, 3]);
    expect(match('price 40000 TO 10000')).toEqual([]);
    expect(match('year 2020 TO 2022 AND price < 30000')).toEqual([0]);
  });

  test('strings compare lexicographically on their folded form (Meilisearch 1.15+)', () => {
    expect(match('make > mazda')).toEqual([0, 1, 4]);
    expect(match('make < N')).toEqual([2, 3]);
    expect(match('make M TO T')).toEqual([2, 3, 4]);
    // Car 3's price is the string "40000", compared as a string: "40000" > "25000".
    expect(match('price > 25000')).toEqual([2, 3, 5]);
    expect(match('price < 100000')).toEqual([0, 1, 2, 4, 5]);
  });

  test('an array matches when any element does', () => {
    expect(match('tags = awd')).toEqual([0, 1, 4]);
    expect(match('tags IN [leather, sunroof]')).toEqual([0, 3]);
    expect(match('tags != awd')).toEqual([2, 3, 5]);
  });

  test('booleans are the strings true and false', () => {
    expect(match('sold = true')).toEqual([1, 5]);
    expect(match('sold = FALSE')).toEqual([0, 2, 3, 4]);
  });

  test('EXISTS, IS NULL, IS EMPTY and their negations', () => {
    expect(match('vin EXISTS')).toEqual([0, 1, 2, 4, 5]);
    expect(match('vin NOT EXISTS')).toEqual([3]);
    expect(match('vin IS NULL')).toEqual([1]);
    expect(match('vin IS NOT NULL')).toEqual([0, 2, 3, 4, 5]);
    expect(match('vin IS EMPTY')).toEqual([2]);
    expect(match('tags IS EMPTY')).toEqual([2]);
    expect(match('extra IS EMPTY')).toEqual([4]);
    expect(match('tags IS NOT EMPTY')).toEqual([0, 1, 3, 4, 5]);
    expect(match('vin = ""')).toEqual([]);
  });

  test('!= and NOT include documents without the attribute', () => {
    expect(match('make != mazda')).toEqual([0, 1, 4, 5]);
    expect(match('NOT make = mazda')).toEqual([0, 1, 4, 5]);
    expect(match('make NOT IN [mazda, toyota]')).toEqual([4, 5]);
    expect(match('make IN []')).toEqual([]);
  });

  test('AND, OR and NOT combine with Meilisearch precedence', () => {
    expect(match('make = mazda OR make = toyota AND sold = true')).toEqual([1, 2, 3]);
    expect(match('(make = mazda OR make = toyota) AND sold = true')).toEqual([1]);
    expect(match('NOT (make = mazda OR sold = true)')).toEqual([0, 4]);
    expect(match('tags = awd AND NOT tags = sunroof')).toEqual([1, 4]);
  });

  test('a field no document has matches nothing, even with != (milli)', () => {
    const { match: matchEmpty } = indexOf(['colour'], [{ a: 1 }, { a: 2 }]);
    expect(matchEmpty('colour != red')).toEqual([]);
    expect(matchEmpty('NOT colour = red')).toEqual([0, 1]);
  });

  test('an attribute that is not indexed matches nothing', () => {
    expect(match('unknown = 1')).toEqual([]);
  });

  test('nested fields are read through dots, objects and arrays', () => {
    const { match: matchNested } = indexOf(
      ['dealer.city', 'dogs.age'],
      [
        { dealer: { city: 'Sydney' } },
        { 'dealer.city': 'sydney' },
        { dogs: [{ age: 2 }, { age: 9 }] },
      ],
    );
    expect(matchNested('dealer.city = SYDNEY')).toEqual([0, 1]);
    expect(matchNested('dogs.age > 5')).toEqual([2]);
  });
});

describe('updates and the universe', () => {
  test('NOT is relative to the universe of live documents', () => {
    const { index } = indexOf(['make'], cars);
    const live = DocSet.fromIds([0, 2, 4]);
    expect(index.evaluate(parseFilter('NOT make = mazda')!, live).toArray()).toEqual([0, 4]);
    expect(index.evaluate(parseFilter('make != toyota')!, live).toArray()).toEqual([2, 4]);
    expect(index.evaluate(parseFilter('make EXISTS')!, live).toArray()).toEqual([0, 2, 4]);
  });

  test('remove forgets a document everywhere; re-adding a new version replaces it', () => {
    const { index, universe } = indexOf(['make', 'price', 'vin'], cars);
    index.remove(0, cars[0]!);
    const match = (filter: string) => index.evaluate(parseFilter(filter)!, universe).toArray();
    expect(match('make = toyota')).toEqual([1]);
    expect(match('price 20000 TO 30000')).toEqual([]);
    expect(match('vin EXISTS')).toEqual([1, 2, 4, 5]);
    index.add(0, { make: 'Kia', price: 21_000 });
    expect(match('make = kia AND price 20000 TO 30000')).toEqual([0]);
    expect(index.facetDistribution('make', universe, 100)).toEqual({
      Kia: 1,
      Mazda: 2,
      'toyota ': 1,
      Škoda: 1,
    });
  });
});

describe('facetDistribution', () => {
  const { index, universe } = indexOf(['make', 'price', 'tags', 'sold', 'year', 'none'], cars);

  test('counts values among the candidates, shows the first spelling still in use', () => {
    expect(index.facetDistribution('make', universe, 100)).toEqual({
      Mazda: 2,
      Toyota: 2,
      Škoda: 1,
    });
    expect(index.facetDistribution('make', DocSet.fromIds([1, 3]), 100)).toEqual({
      Mazda: 1,
      Toyota: 1,
    });
    expect(index.facetDistribution('tags', universe, 100)).toEqual({
      AWD: 3,
      Leather: 1,
      Sunroof: 1,
    });
    expect(index.facetDistribution('sold', universe, 100)).toEqual({ false: 4, true: 2 });
    expect(index.facetDistribution('none', universe, 100)).toEqual({});
    expect(index.facetDistribution('not-indexed', universe, 100)).toEqual({});
  });

  test('default order is alphabetical: numbers ascending first, then folded strings', () => {
    const distribution = index.facetDistribution('price', universe, 100);
    // The number 40000 and the string "40000" share a key; as with milli's
    // IndexMap, the string's count (inserted last) wins.
    expect(distribution).toEqual({ '9999.5': 1, 12000: 1, 25000: 1, 40000: 1, 60000: 1 });
    // "Škoda" folds to "s\u030ckoda", which sorts between "mazda" and "toyota".
    expect(Object.keys(index.facetDistribution('make', universe, 100))).toEqual([
      'Mazda',
      'Škoda',
      'Toyota',
    ]);
  });

  test('maxValuesPerFacet keeps the first values in order', () => {
    expect(index.facetDistribution('make', universe, 2)).toEqual({ Mazda: 2, Škoda: 1 });
    expect(index.facetDistribution('year', universe, 2)).toEqual({ 2015: 1, 2020: 1 });
    expect(index.facetDistribution('year', universe, 0)).toEqual({});
  });

  test('sortFacetValuesBy count orders by count, descending', () => {
    expect(Object.keys(index.facetDistribution('tags', universe, 100, 'count'))).toEqual([
      'AWD',
      'Leather',
      'Sunroof',
    ]);
    expect(index.facetDistribution('tags', universe, 1, 'count')).toEqual({ AWD: 3 });
  });

  test('numbers are keyed as Meilisearch prints them', () => {
    const { index: numbers, universe: all } = indexOf(
      ['n'],
      [{ n: 1e21 }, { n: 0.5 }, { n: 1e-7 }, { n: 3 }],
    );
    expect(Object.keys(numbers.facetDistribution('n', all, 100)).sort()).toEqual(
      ['0.0000001', '0.5', '1000000000000000000000', '3'].sort(),
    );
  });
});

describe('facetStats', () => {
  const { index, universe } = indexOf(['price', 'make', 'year'], cars);

  test('min and max of the numeric values among the candidates', () => {
    expect(index.facetStats('price', universe)).toEqual({ min: 9_999.5, max: 60_000 });
    expect(index.facetStats('price', DocSet.fromIds([0, 1, 3]))).toEqual({
      min: 12_000,
      max: 25_000,
    });
    expect(index.facetStats('year', DocSet.fromIds([4]))).toBeUndefined();
    expect(index.facetStats('make', universe)).toBeUndefined();
    expect(index.facetStats('price', DocSet.empty())).toBeUndefined();
  });
});

describe('at 100k documents, evaluate answers from the index alone', () => {
  // The check is structural, not a timing: documents are wrapped so that any
  // read of a field is counted. Indexing reads them; evaluating a filter,
  // computing a facet distribution or facet stats must read none, because the
  // answer comes from value→DocSet postings (make, car_type), two binary
  // searches in the sorted price pairs, and word-wise AND / AND NOT on bitsets.
  test('make = Toyota AND price 10000 TO 40000 AND NOT car_type = used', () => {
    const makes = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai', 'Mitsubishi', 'Subaru'];
    const types = ['new', 'used', 'demo'];
    const raw = Array.from({ length: 100_000 }, (_, id) => ({
      make: makes[(id * 7) % makes.length]!,
      price: 5_000 + ((id * 7919) % 60_000),
      car_type: types[(id * 13) % types.length]!,
      year: 2005 + (id % 20),
    }));
    let reads = 0;
    const counted = raw.map(
      (doc) =>
        new Proxy(doc, {
          get: (target, key) => (reads++, Reflect.get(target, key)),
          has: (target, key) => (reads++, Reflect.has(target, key)),
          getOwnPropertyDescriptor: (target, key) => (
            reads++,
            Reflect.getOwnPropertyDescriptor(target, key)
          ),
          ownKeys: (target) => (reads++, Reflect.ownKeys(target)),
        }),
    );
    const index = createFacetIndex(['make', 'price', 'car_type', 'year']);
    counted.forEach((doc, id) => index.add(id, doc));
    expect(reads).toBeGreaterThan(0);

    const universe = DocSet.full(raw.length);
    const filter = parseFilter('make = Toyota AND price 10000 TO 40000 AND NOT car_type = used')!;
    reads = 0;
    const result = index.evaluate(filter, universe);
    const distribution = index.facetDistribution('year', result, 100);
    const stats = index.facetStats('price', result);
    expect(reads).toBe(0);

    const expected = raw.flatMap((doc, id) =>
      doc.make === 'Toyota' && doc.price >= 10_000 && doc.price <= 40_000 && doc.car_type !== 'used'
        ? [id]
        : [],
    );
    expect(result.toArray()).toEqual(expected);
    expect(Object.values(distribution).reduce((sum, count) => sum + count, 0)).toBe(
      expected.length,
    );
    expect(stats).toEqual({
      min: Math.min(...expected.map((id) => raw[id]!.price)),
      max: Math.max(...expected.map((id) => raw[id]!.price)),
    });
  });
});
