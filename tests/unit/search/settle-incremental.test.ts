import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { NumericValues } from '#server/search/engine/filter/numeric-values.ts';
import { StringValues } from '#server/search/engine/filter/string-values.ts';
import { SortColumn } from '#server/search/engine/rank/sort-columns.ts';
import { createTermDictionary } from '#server/search/engine/text/term-dictionary.ts';

// Writes applied in rounds with a settle between some of them must answer as
// the same documents written at once: the structures are updated in place.

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const SIZE = 300;

describe('NumericValues after settles in between writes', () => {
  test.each([1, 2, 3])('seed %i: counts, ranges and stats match a fresh build', (seed) => {
    const next = random(seed);
    const current = new Map<number, number[]>();
    const live = new NumericValues();
    for (let round = 0; round < 12; round++) {
      for (let k = 0; k < 40; k++) {
        const id = Math.floor(next() * SIZE);
        const roll = next();
        if (roll < 0.2) {
          live.remove(id);
          current.delete(id);
        } else {
          const values =
            roll < 0.3
              ? [Math.floor(next() * 50), Math.floor(next() * 50)]
              : [Math.floor(next() * 50) - 10 + (roll < 0.35 ? 0.5 : 0)];
          live.remove(id);
          live.add(id, values);
          current.set(id, values);
        }
      }
      if (round % 3 !== 2) live.settle();
      const fresh = new NumericValues();
      for (const [id, values] of current) fresh.add(id, values);
      const all = DocSet.full(SIZE);
      const some = DocSet.fromIds([...current.keys()].filter((id) => id % 3 === 0));
      expect(live.counts(all)).toEqual(fresh.counts(all));
      expect(live.counts(some, 7)).toEqual(fresh.counts(some, 7));
      expect(live.stats(some)).toEqual(fresh.stats(some));
      for (const [low, high] of [
        [-5, 5],
        [0, 49],
        [12, 12],
        [30, 100],
      ] as const) {
        const bounds = [
          { value: low, inclusive: true },
          { value: high, inclusive: false },
        ] as const;
        expect(live.range(...bounds).toArray()).toEqual(fresh.range(...bounds).toArray());
        expect(
          live
            .range(...bounds, some)
            .and(some)
            .toArray(),
        ).toEqual(
          fresh
            .range(...bounds)
            .and(some)
            .toArray(),
        );
      }
    }
  });
});

describe('StringValues after settles in between writes', () => {
  test('keys, ranges and spellings match a fresh build', () => {
    const next = random(7);
    const spellings = ['Ute', 'UTE', 'ute', 'Van', 'Wagon', 'wagon', 'Coupe', 'BM1', 'bm1'];
    const current = new Map<number, string[]>();
    const live = new StringValues();
    for (let round = 0; round < 10; round++) {
      for (let k = 0; k < 30; k++) {
        const id = Math.floor(next() * 60);
        const old = current.get(id);
        if (old) live.remove(id, old);
        current.delete(id);
        if (next() < 0.8) {
          const values = [spellings[Math.floor(next() * spellings.length)]!];
          live.add(id, values);
          current.set(id, values);
        }
      }
      if (round % 2 === 0) live.settle();
      // A fresh build in the same write order keeps the same first spellings only when
      // nothing was removed, so compare keys and counts, and spellings against the rules.
      const all = DocSet.full(60);
      const counted = [...live.counts(all)];
      const expected = new Map<string, number>();
      for (const values of current.values()) {
        const key = values[0]!.toLowerCase();
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      expect(counted.map(([spelling, count]) => [spelling.toLowerCase(), count])).toEqual(
        [...expected].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      for (const [spelling] of counted) {
        const inUse = [...current.values()].some((values) => values[0] === spelling);
        expect(inUse).toBe(true);
      }
      const ranged = live.range({ key: 'c', inclusive: true }, { key: 'v', inclusive: false });
      const ids = [...current]
        .filter(([, values]) => {
          const key = values[0]!.toLowerCase();
          return key >= 'c' && key < 'v';
        })
        .map(([id]) => id)
        .sort((a, b) => a - b);
      expect(ranged.toArray()).toEqual(ids);
    }
  });

  test('the earliest spelling still in use is shown', () => {
    const values = new StringValues();
    values.add(0, ['Ute']);
    values.add(1, ['UTE']);
    values.add(2, ['ute']);
    expect([...values.counts(DocSet.full(3))]).toEqual([['Ute', 3]]);
    values.remove(0, ['Ute']);
    expect([...values.counts(DocSet.full(3))]).toEqual([['UTE', 2]]);
    values.remove(1, ['UTE']);
    values.add(1, ['Ute']);
    expect([...values.counts(DocSet.full(3))]).toEqual([['ute', 2]]);
  });
});

describe('SortColumn ranks after writes', () => {
  test('match a fresh column in both directions', () => {
    const next = random(11);
    const live = new SortColumn('price');
    const docs = new Map<number, Record<string, unknown>>();
    for (let round = 0; round < 8; round++) {
      for (let k = 0; k < 25; k++) {
        const id = Math.floor(next() * 80);
        const roll = next();
        const doc =
          roll < 0.15
            ? {}
            : roll < 0.3
              ? { price: `Call ${Math.floor(next() * 5)}` }
              : roll < 0.4
                ? { price: [Math.floor(next() * 20), Math.floor(next() * 20)] }
                : { price: Math.floor(next() * 20) };
        live.set(id, doc);
        docs.set(id, doc);
      }
      if (round % 2 === 0) live.settle();
      const fresh = new SortColumn('price');
      for (const [id, doc] of docs) fresh.set(id, doc);
      for (const desc of [false, true]) {
        const ids = [...docs.keys()];
        const liveRanks = live.ranks(desc);
        const freshRanks = fresh.ranks(desc);
        for (const a of ids) {
          for (const b of ids) {
            expect(Math.sign(liveRanks[a]! - liveRanks[b]!)).toBe(
              Math.sign(freshRanks[a]! - freshRanks[b]!),
            );
          }
        }
      }
    }
  });
});

describe('TermDictionary compact lists', () => {
  test('a word found once reads back the same, whatever its slot, field and position', () => {
    const dictionary = createTermDictionary();
    const cases: Array<[slot: number, packed: number]> = [
      [0, 0],
      [131_071, 31 * 65_536 + 511],
      [131_072, 3],
      [5, 40 * 65_536 + 2],
      [7, 2 * 65_536 + 600],
      [2_000_000, 65_535],
    ];
    cases.forEach(([slot, packed], i) => dictionary.append(`w${i}`, slot, [packed]));
    dictionary.append('many', 1, [4, 9]);
    dictionary.append('many', 3, [1]);
    dictionary.settle();
    cases.forEach(([slot, packed], i) => {
      expect(Array.from(dictionary.list(`w${i}`)!)).toEqual([slot, 1, packed]);
      expect(dictionary.listLength(`w${i}`)).toBe(3);
    });
    expect(Array.from(dictionary.list('many')!)).toEqual([1, 2, 4, 9, 3, 1, 1]);
    dictionary.append('w0', 9, [1]);
    expect(Array.from(dictionary.list('w0')!)).toEqual([0, 1, 0, 9, 1, 1]);
    expect(dictionary.sortedTerms()).toEqual(['many', ...cases.map((_, i) => `w${i}`)]);
  });
});
