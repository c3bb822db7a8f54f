import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { createFacetIndex } from '#server/search/engine/facets/facet-index.ts';
import type { ComparisonOperator, FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import {
  serializeFilter,
  serializeScopedFilter,
} from '#server/search/engine/filter/serialize-filter.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

/** A small seeded generator (mulberry32), so failures replay. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

const HOSTILE = [
  '") OR (dealership_slug = "x',
  `') OR ('dealership_slug' = 'x`,
  ') OR (',
  '" OR "',
  '\\',
  '\\"',
  '\\\\"',
  "\\'",
  '"',
  "'",
  '(',
  ')',
  '[',
  ']',
  ',',
  ' OR ',
  'AND',
  'NOT',
  'TO',
  'EXISTS',
  'IS NULL',
  'IN',
  'x = 1',
  '\\u{41}',
  '\\x20',
  '\\n',
  '\\q',
  '\n',
  '\t',
  ' ',
  '',
  'é',
  'e\u0301',
  '🐻',
  '\u2028',
  'dealership_slug',
  '*',
  '=',
  '!=',
  '>=',
];
const CHARS = ` !"#$%&'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_\`abcxyz{|}~é🐻\n\t`;
const OPERATORS: ComparisonOperator[] = ['=', '!=', '>', '>=', '<', '<='];

function hostileString(random: Random): string {
  let text = '';
  const pieces = random.int(5);
  for (let i = 0; i < pieces; i++) {
    text += random.next() < 0.6 ? random.pick(HOSTILE) : random.pick([...CHARS]);
  }
  return text;
}

/** Random trees in the normal form `parseFilter` produces. */
function randomNode(random: Random, depth: number): FilterNode {
  const attribute = hostileString(random);
  const compound = depth > 0 && random.next() < 0.5;
  if (compound) {
    const kind = random.pick(['and', 'or', 'not'] as const);
    if (kind === 'not') {
      let child = randomNode(random, depth - 1);
      if (child.type === 'not') child = child.child;
      return { type: 'not', child };
    }
    const children = Array.from({ length: 2 + random.int(3) }, () => randomNode(random, depth - 1));
    return { type: kind, children };
  }
  switch (random.int(6)) {
    case 0:
      return {
        type: 'comparison',
        attribute,
        operator: random.pick(OPERATORS),
        value: hostileString(random),
      };
    case 1:
      return { type: 'range', attribute, from: hostileString(random), to: hostileString(random) };
    case 2:
      return {
        type: 'in',
        attribute,
        values: Array.from({ length: random.int(4) }, () => hostileString(random)),
      };
    case 3:
      return { type: 'exists', attribute };
    case 4:
      return { type: 'isNull', attribute };
    default:
      return { type: 'isEmpty', attribute };
  }
}

const scope: FilterNode = {
  type: 'comparison',
  attribute: 'dealership_slug',
  operator: '=',
  value: 'harbour-city',
};

describe('serializeFilter', () => {
  test('writes canonical, fully parenthesised, quoted text', () => {
    const node = parseFilter(
      `make = Toyota AND (price 1 TO 2 OR NOT vin EXISTS) AND body IN [sedan, "hatch \\"5dr\\""] AND x IS NOT NULL AND y IS EMPTY`,
    )!;
    expect(serializeFilter(node)).toBe(
      '("make" = "Toyota") AND (("price" "1" TO "2") OR (NOT ("vin" EXISTS))) AND ("body" IN ["sedan", "hatch \\"5dr\\""]) AND (NOT ("x" IS NULL)) AND ("y" IS EMPTY)',
    );
  });

  test('escapes only backslash and double quote', () => {
    expect(
      serializeFilter({
        type: 'comparison',
        attribute: 'a"b',
        operator: '!=',
        value: `\\") OR ('x`,
      }),
    ).toBe(`"a\\"b" != "\\\\\\") OR ('x"`);
  });

  test('refuses an empty AND or OR rather than guess', () => {
    expect(() => serializeFilter({ type: 'and', children: [] })).toThrow();
    expect(() => serializeFilter({ type: 'or', children: [] })).toThrow();
  });

  test('parse(serialize(node)) equals node for 3,000 random trees of hostile strings', () => {
    const random = createRandom(20261121);
    for (let i = 0; i < 3000; i++) {
      const node = randomNode(random, 3);
      const text = serializeFilter(node);
      expect(parseFilter(text), text).toEqual(node);
    }
  });

  test('round-trips every example filter through parse → serialize → parse', () => {
    for (const source of [
      'a = 1 OR b = 2 AND c = 3',
      "NOT (genres IN [horror, comedy] OR director = 'Jordan Peele')",
      'price 1000 TO 5000 AND NOT car_type = used',
      String.raw`title = 'foo\x20\n\t\"\'"'`,
      'colour NOT IN [] AND x NOT EXISTS',
    ]) {
      const node = parseFilter(source)!;
      expect(parseFilter(serializeFilter(node))).toEqual(node);
    }
  });
});

describe('a shopper filter wrapped in a scope can never widen it', () => {
  test('naive text wrapping would widen: this is what re-serialising prevents', () => {
    const shopperText = 'make = x) OR (dealership_slug = other';
    const naive = parseFilter(`(dealership_slug = harbour-city) AND (${shopperText})`)!;
    expect(naive.type).toBe('or');
    expect(() => parseFilter(shopperText)).toThrow(SearchError);
  });

  test('for 3,000 random hostile trees the scope stays the first AND operand', () => {
    const random = createRandom(7);
    for (let i = 0; i < 3000; i++) {
      const shopper = randomNode(random, 3);
      const text = serializeScopedFilter(scope, shopper);
      expect(parseFilter(text), text).toEqual({ type: 'and', children: [scope, shopper] });
    }
  });

  test('for 5,000 random hostile strings: either rejected, or confined once re-serialised', () => {
    const random = createRandom(99);
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const raw = Array.from({ length: 1 + random.int(4) }, () => hostileString(random)).join(
        random.pick([' ', ' = ', ' AND ', ' OR ', '']),
      );
      let shopper: FilterNode | null;
      try {
        shopper = parseFilter(raw);
      } catch (error) {
        expect(error, raw).toBeInstanceOf(SearchError);
        expect(['invalid_search_filter', 'feature_not_enabled'], raw).toContain(
          (error as SearchError).code,
        );
        continue;
      }
      accepted++;
      const scoped = parseFilter(serializeScopedFilter(scope, shopper));
      expect(scoped, raw).toEqual(shopper ? { type: 'and', children: [scope, shopper] } : scope);
    }
    expect(accepted).toBeGreaterThan(100);
  });

  test('evaluated, a scoped filter only ever returns documents inside the scope', () => {
    const random = createRandom(3);
    const slugs = ['harbour-city', 'other', ') OR (', '"', 'HARBOUR-CITY '];
    const index = createFacetIndex(['dealership_slug', 'make', 'price']);
    const docs = Array.from({ length: 200 }, (_, id) => ({
      dealership_slug: slugs[id % slugs.length],
      make: hostileString(random),
      price: id * 10,
    }));
    docs.forEach((doc, id) => index.add(id, doc));
    const universe = DocSet.full(docs.length);
    const inScope = index.evaluate(scope, universe);
    expect(inScope.toArray()).toEqual(
      docs.flatMap((doc, id) => (/^harbour-city/i.test(doc.dealership_slug!) ? [id] : [])),
    );
    for (let i = 0; i < 500; i++) {
      const shopper = randomNode(random, 2);
      const scoped = parseFilter(serializeScopedFilter(scope, shopper))!;
      expect(index.evaluate(scoped, universe).andNot(inScope).isEmpty()).toBe(true);
    }
  });
});
