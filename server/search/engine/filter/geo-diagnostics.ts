import { formatFacetNumber } from './facet-value.ts';

const GEO_RULES =
  'Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.';

/**
 * Meilisearch's wording for geo filters: filter-parser's `GeoRadius`,
 * `GeoBoundingBox`, `ReservedGeo`, `MisusedGeo*` and `NonFiniteFloat` kinds,
 * and milli's `BadGeoError` (whose latitude and longitude lines end with a
 * space before the position line, as Meilisearch prints them).
 */
export const geoDiagnostics = {
  geoRadius: () =>
    'The `_geoRadius` filter expects three arguments: `_geoRadius(latitude, longitude, radius)`.',
  geoBoundingBox: () =>
    'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.',
  reservedGeo: (name: string) =>
    `\`${name}\` is a reserved keyword and thus can't be used as a filter expression. ${GEO_RULES}`,
  misusedGeo: (name: string) =>
    `The \`${name}\` filter is an operation and can't be used as a value.`,
  nonFiniteFloat: () => 'Non finite floats are not supported',
  badLatitude: (lat: number) =>
    `Bad latitude \`${formatFacetNumber(lat)}\`. Latitude must be contained between -90 and 90 degrees. `,
  badLongitude: (lng: number) =>
    `Bad longitude \`${formatFacetNumber(lng)}\`. Longitude must be contained between -180 and 180 degrees. `,
  topBelowBottom: (top: number, bottom: number) =>
    `The top latitude \`${formatFacetNumber(top)}\` is below the bottom latitude \`${formatFacetNumber(bottom)}\`.`,
};

/**
 * Where a value is expected, filter-parser's `parse_value` first rejects the
 * geo built-ins: anything starting with `_geoPoint` or `_geoDistance`, the
 * word `_geo`, and the `_geoRadius` / `_geoBoundingBox` operations. Returns
 * the diagnostic for an unquoted word, or null.
 */
export function reservedGeoValue(word: string): string | null {
  if (word.startsWith('_geoPoint')) return geoDiagnostics.reservedGeo('_geoPoint');
  if (word.startsWith('_geoDistance')) return geoDiagnostics.reservedGeo('_geoDistance');
  if (word === '_geo') return geoDiagnostics.reservedGeo('_geo');
  if (word === '_geoRadius' || word === '_geoBoundingBox') return geoDiagnostics.misusedGeo(word);
  return null;
}
