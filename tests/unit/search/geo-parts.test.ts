import { describe, expect, it } from 'vitest';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { serializeFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { filterAttributes } from '#server/search/engine/filter/filter-attributes.ts';
import { haversineDistance, readGeoPoint } from '#server/search/engine/index/geo-point.ts';
import { parseGeoSort } from '#server/search/engine/rank/geo-sort.ts';
import { mergeFacets, type ComputedFacets } from '#server/search/engine/facets/federated-facets.ts';

describe('geo filter parsing', () => {
  it('reads _geoRadius and _geoBoundingBox as geo nodes, with spaces as filter-parser allows', () => {
    expect(parseFilter('_geoRadius( 45.4 ,9.1, 2000 )')).toEqual({
      type: 'geoRadius',
      attribute: '_geo',
      lat: '45.4',
      lng: '9.1',
      radius: '2000',
    });
    expect(parseFilter('NOT _geoBoundingBox([1, -2.5], [ -3 ,4])')).toEqual({
      type: 'not',
      child: {
        type: 'geoBoundingBox',
        attribute: '_geo',
        topRight: ['1', '-2.5'],
        bottomLeft: ['-3', '4'],
      },
    });
  });

  it('parses what it serialises, and names _geo as the attribute read', () => {
    const node = parseFilter(
      'make = x AND (_geoRadius(1, 2, 3) OR _geoBoundingBox([4, 5], [1, 2]))',
    )!;
    expect(parseFilter(serializeFilter(node))).toEqual(node);
    expect(filterAttributes(node)).toEqual(['make', '_geo']);
  });

  it('refuses a space before the opening parenthesis and a wrong argument count', () => {
    expect(() => parseFilter('_geoRadius (1, 2, 3)')).toThrow(/expects three arguments/);
    expect(() => parseFilter('_geoRadius(1, 2, 3, 4)')).toThrow(/expects three arguments/);
    expect(() => parseFilter('_geoBoundingBox([1, 2, 3], [4, 5])')).toThrow(/two pairs/);
  });
});

describe('geo points', () => {
  it('measures great-circle distances in metres as Meilisearch does', () => {
    expect(Math.round(haversineDistance(45.4777599, 9.1967508, 34.0522, -118.2437))).toBe(9714063);
    expect(Math.round(haversineDistance(50.629973371633746, 3.0569447399419567, 1, 1))).toBe(
      5522018,
    );
    expect(haversineDistance(10, 20, 10, 20)).toBe(0);
  });

  it('reads numbers and numeric strings, and nothing for an absent or null _geo', () => {
    expect(readGeoPoint({ _geo: { lat: '1.5', lng: -2 } }, '1', 'i')).toEqual([1.5, -2]);
    expect(readGeoPoint({ _geo: null }, '1', 'i')).toBeNull();
    expect(readGeoPoint({}, '1', 'i')).toBeNull();
  });

  it('reports the first problem in milli order', () => {
    const message = (geo: unknown) => {
      try {
        readGeoPoint({ _geo: geo }, '7', 'i');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message({ doggo: 1 })).toContain('Could not find latitude nor longitude');
    expect(message({ lat: 'x' })).toContain('Could not find longitude');
    expect(message({ lat: ' 1', lng: 2 })).toContain(
      'Could not parse latitude in the document with the id: `"7"`',
    );
    expect(message({ lat: 1, lng: null })).toContain('instead got `null`');
    expect(message([1, 2])).toContain('is not an object');
  });
});

describe('geo sort parsing', () => {
  it('reads _geoPoint(lat, lng) with either direction and leaves other entries alone', () => {
    expect(parseGeoSort('_geoPoint(45.5, -9):desc')).toEqual({
      attribute: '_geo',
      desc: true,
      geoPoint: [45.5, -9],
    });
    expect(parseGeoSort('price:asc')).toBeNull();
    expect(parseGeoSort('_geoPoint(1, 2)')).toBeNull();
  });

  it('refuses the other geo names', () => {
    expect(() => parseGeoSort('_geoDistance:asc')).toThrow(/reserved keyword/);
    expect(() => parseGeoSort('_geoBoundingBox([1,2],[3,4]):asc')).toThrow(
      /`_geoBoundingBox` is a reserved/,
    );
    expect(() => parseGeoSort('_geoPoint(a, 2):asc')).toThrow(
      /Invalid syntax for the geo parameter/,
    );
  });
});

describe('merged facets', () => {
  it('adds counts, widens stats, orders and caps each facet', () => {
    const merged = mergeFacets(
      new Map<string, ComputedFacets>([
        [
          'a',
          { distribution: { make: { Ford: 2, Kia: 1 } }, stats: { price: { min: 5, max: 9 } } },
        ],
        ['b', { distribution: { make: { Kia: 4 } }, stats: { price: { min: 1, max: 7 } } }],
      ]),
      new Map([['make', 'count']]),
      1,
    );
    expect(merged).toEqual({
      distribution: { make: { Kia: 5 } },
      stats: { price: { min: 1, max: 9 } },
    });
  });
});
