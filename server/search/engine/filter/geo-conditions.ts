import { createFilterError } from './filter-error.ts';
import type { GeoNode } from './filter-node.ts';
import { geoDiagnostics } from './geo-diagnostics.ts';
import { geoArgumentSpans } from './parse-geo-filter.ts';

/**
 * Meilisearch's checks of a geo filter's numbers, in milli's order, each
 * error pointing at the number concerned: finite floats, then each
 * latitude within ±90 and longitude within ±180, then for a box a top
 * latitude not below the bottom one. (A radius is only required to be finite.)
 * Raised while milli evaluates the filter, so they carry the index prefix.
 */
export function assertGeoCoordinates(node: GeoNode, indexUid?: string): void {
  const spans = geoArgumentSpans(node);
  const texts =
    node.type === 'geoRadius'
      ? [node.lat, node.lng, node.radius]
      : [...node.topRight, ...node.bottomLeft];
  const fail = (diagnostic: string, at: number): never => {
    const prefix = indexUid === undefined ? '' : `Index \`${indexUid}\`: `;
    throw createFilterError(`${prefix}${diagnostic}`, spans[at]);
  };
  const parse = (i: number): number => {
    const value = Number(texts[i]);
    return Number.isFinite(value) ? value : fail(geoDiagnostics.nonFiniteFloat(), i);
  };
  // The radius is read after the centre is checked; a box's four numbers before.
  const numbers = (node.type === 'geoRadius' ? [0, 1] : [0, 1, 2, 3]).map(parse);
  for (const at of node.type === 'geoRadius' ? [0] : [0, 2]) {
    if (!(numbers[at]! >= -90 && numbers[at]! <= 90)) {
      fail(geoDiagnostics.badLatitude(numbers[at]!), at);
    }
    if (!(numbers[at + 1]! >= -180 && numbers[at + 1]! <= 180)) {
      fail(geoDiagnostics.badLongitude(numbers[at + 1]!), at + 1);
    }
  }
  if (node.type === 'geoRadius') parse(2);
  if (node.type === 'geoBoundingBox' && numbers[0]! < numbers[2]!) {
    fail(geoDiagnostics.topBelowBottom(numbers[0]!, numbers[2]!), 3);
  }
}
