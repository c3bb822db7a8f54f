import { GEO_FIELD, haversineDistance } from '../index/geo-point.ts';
import type { GeoPoints } from '../index/geo-points.ts';
import { SearchError } from '../search-error.ts';
import { geoDiagnostics } from '../filter/geo-diagnostics.ts';

export interface GeoSortCriterion {
  attribute: typeof GEO_FIELD;
  desc: boolean;
  geoPoint: readonly [lat: number, lng: number];
}

// milli's `is_reserved_keyword`, and the prefixes `Member::from_str` also refuses.
const RESERVED = new Set(['_geo', '_geoDistance', '_geoPoint', '_geoRadius', '_geoBoundingBox']);
const RESERVED_CALLS = ['_geoRadius(', '_geoBoundingBox(', '_geo(', '_geoDistance('];
// Rust's `f64::from_str`, which also reads inf, infinity and NaN.
const RUST_F64 = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;

/**
 * A `sort` entry naming a geo point, as milli's `AscDesc` / `Member` parse
 * it: `_geoPoint(lat, lng):asc|desc` gives a criterion; a malformed point,
 * coordinates out of range or another reserved name throws Meilisearch's
 * `invalid_search_sort` error. Null for anything else (an attribute, or no
 * `:asc` / `:desc` suffix, which the caller reports).
 */
export function parseGeoSort(entry: string): GeoSortCriterion | null {
  const colon = entry.lastIndexOf(':');
  const direction = entry.slice(colon + 1);
  if (colon < 0 || (direction !== 'asc' && direction !== 'desc')) return null;
  const name = entry.slice(0, colon);
  const fail = (message: string): never => {
    throw new SearchError('invalid_search_sort', message);
  };
  if (name.startsWith('_geoPoint(') && name.endsWith(')')) {
    const point = name.slice('_geoPoint('.length, -1);
    const comma = point.indexOf(',');
    const [lat, lng] = [point.slice(0, comma).trim(), point.slice(comma + 1).trim()];
    if (comma < 0 || !RUST_F64.test(lat) || !RUST_F64.test(lng)) fail(badGeoPoint(name));
    const latitude = rustFloat(lat);
    const longitude = rustFloat(lng);
    if (!(latitude >= -90 && latitude <= 90)) fail(geoDiagnostics.badLatitude(latitude));
    if (!(longitude >= -180 && longitude <= 180)) fail(geoDiagnostics.badLongitude(longitude));
    return { attribute: GEO_FIELD, desc: direction === 'desc', geoPoint: [latitude, longitude] };
  }
  if (!RESERVED.has(name) && !RESERVED_CALLS.some((call) => name.startsWith(call))) return null;
  if (name.startsWith('_geoPoint')) return fail(badGeoPoint(name));
  if (name === GEO_FIELD) return fail(reservedForSort(name));
  if (name.startsWith('_geoRadius')) return fail(reservedForSort('_geoRadius'));
  if (name.startsWith('_geoBoundingBox')) return fail(reservedForSort('_geoBoundingBox'));
  return fail(`\`${name}\` is a reserved keyword and thus can't be used as a sort expression.`);
}

function badGeoPoint(name: string): string {
  return `Invalid syntax for the geo parameter: expected expression formated like \`_geoPoint(latitude, longitude)\` and ending by \`:asc\` or \`:desc\`, found \`${name}\`.`;
}

function reservedForSort(name: string): string {
  return `\`${name}\` is a reserved keyword and thus can't be used as a sort expression. Use the _geoPoint(latitude, longitude) built-in rule to sort on _geo field coordinates.`;
}

function rustFloat(text: string): number {
  const lower = text.toLowerCase().replace(/^\+/, '');
  if (lower.endsWith('nan')) return NaN;
  if (lower.endsWith('inf') || lower.endsWith('infinity')) {
    return lower.startsWith('-') ? -Infinity : Infinity;
  }
  return Number(text);
}

// Centimetres: the longest great-circle distance (~2.0e9 cm) fits an Int32 key,
// negated for descending; documents without coordinates come last both ways.
const NO_POINT = 2 ** 31 - 1;

/**
 * Writes each hit's distance to the criterion's point as a key column (lower
 * first): nearest first ascending, farthest first descending. Computed per
 * search, for the candidates only: a point's distances cannot be ranked ahead.
 */
export function writeGeoKeys(
  geo: GeoPoints | null,
  criterion: GeoSortCriterion,
  ids: ArrayLike<number>,
  keys: Int32Array,
  stride: number,
  offset: number,
): void {
  const [baseLat, baseLng] = criterion.geoPoint;
  const sign = criterion.desc ? -1 : 1;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const lat = geo?.lat[id] ?? NaN;
    const lng = geo?.lng[id] ?? NaN;
    keys[i * stride + offset] =
      lat === lat && lng === lng
        ? sign * Math.round(haversineDistance(baseLat, baseLng, lat, lng) * 100)
        : NO_POINT;
  }
}
