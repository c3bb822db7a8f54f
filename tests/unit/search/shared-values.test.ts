import { describe, expect, it } from 'vitest';
import { createSharedValues } from '#server/search/engine/index/shared-values.ts';

const location = { id: 4101, name: 'Bayside Mazda', city: 'Highett', ids: [4101] };
const carOf = (id: number, features: string[]) => ({
  id,
  name: `2022 Mazda CX-5 ${id}`,
  make: 'Mazda',
  features,
  location: structuredClone(location),
  lenders: [{ name: 'Taurus', annual_rate: 10.35 }],
  description: `A long description that no other car has, number ${id}. `.repeat(3),
});

describe('values shared among the documents of one write', () => {
  it('stores what the document reads as JSON', () => {
    const values = createSharedValues();
    const doc = {
      ...carOf(1, ['Sunroof']),
      gone: undefined,
      ratio: Number.NaN,
      nested: { a: undefined, b: [undefined, 2] },
    };
    const stored = values.share(doc);
    expect(stored).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(Object.keys(stored)).not.toContain('gone');
  });

  it('gives equal nested values of later documents the same frozen instance', () => {
    const values = createSharedValues();
    const first = values.share(carOf(1, ['Sunroof', 'Tow Bar']));
    const second = values.share(carOf(2, ['Sunroof']));
    expect(second['location']).toBe(first['location']);
    expect(second['lenders']).toBe(first['lenders']);
    expect(Object.isFrozen(first['location'])).toBe(true);
    expect(Object.isFrozen((first['location'] as { ids: number[] }).ids)).toBe(true);
    expect(() => ((second['lenders'] as Array<{ name: string }>)[0]!.name = 'x')).toThrow();
    // Different values stay apart; equal short strings are one string.
    expect(second['features']).not.toBe(first['features']);
    expect(second['features']).toEqual(['Sunroof']);
    // Each document's own top level is its own and can be changed (updates copy it).
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second)).toBe(false);
  });

  it('never shares values that differ only in field order or type', () => {
    const values = createSharedValues();
    const first = values.share({ id: 1, location: { a: 1, b: 2 }, tags: [1, '1'] });
    const second = values.share({ id: 2, location: { b: 2, a: 1 }, tags: ['1', 1] });
    expect(second['location']).not.toBe(first['location']);
    expect(JSON.stringify(second['location'])).toBe('{"b":2,"a":1}');
    expect(second['tags']).toEqual(['1', 1]);
  });

  it('keeps the document’s field order and its own fields only, whatever their names', () => {
    const values = createSharedValues();
    const doc = JSON.parse('{"z":1,"a":{"x":1},"__proto__":{"polluted":true},"m":"Mazda"}');
    const stored = values.share(doc);
    expect(Object.keys(stored)).toEqual(['z', 'a', '__proto__', 'm']);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect((stored as { polluted?: boolean }).polluted).toBeUndefined();
    expect(stored).not.toBe(doc);
    expect(JSON.stringify(stored)).toBe(JSON.stringify(doc));
  });
});
