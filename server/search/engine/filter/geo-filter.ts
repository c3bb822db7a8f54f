import { DocSet } from '../index/doc-set.ts';
import { EARTH_RADIUS_M, haversineDistance } from '../index/geo-point.ts';
import type { GeoPoints } from '../index/geo-points.ts';
import type { GeoNode } from './filter-node.ts';

/**
 * The documents of `within` that a geo filter keeps, reading coordinates
 * only (the node was checked by geo-conditions.ts):
 * - `_geoRadius`: within `radius` metres (haversine, as milli, which also
 *   allows `f64::EPSILON` over);
 * - `_geoBoundingBox`: latitude between the bottom and top ones, longitude
 *   between the left and right ones, across the antimeridian when the right
 *   one is smaller (milli rewrites it as `_geo.lat` and `_geo.lng` ranges).
 */
export function matchGeo(node: GeoNode, geo: GeoPoints | null, within: DocSet): DocSet {
  if (geo === null) return DocSet.empty();
  const { lat, lng } = geo;
  const result = DocSet.empty();
  const candidates = within.and(geo.present).ids();
  if (node.type === 'geoRadius') {
    const baseLat = Number(node.lat);
    const baseLng = Number(node.lng);
    const radius = Number(node.radius) + Number.EPSILON;
    // No point farther in latitude alone than the radius is within it: skip
    // those without the trigonometry (with a hair of slack for rounding).
    const latitudeReach = (radius / EARTH_RADIUS_M) * (180 / Math.PI) + 1e-9;
    for (const id of candidates) {
      const y = lat[id]!;
      if (Math.abs(y - baseLat) > latitudeReach) continue;
      if (haversineDistance(baseLat, baseLng, y, lng[id]!) <= radius) result.add(id);
    }
    return result;
  }
  const [top, right] = node.topRight.map(Number) as [number, number];
  const [bottom, left] = node.bottomLeft.map(Number) as [number, number];
  const wraps = right < left;
  for (const id of candidates) {
    const y = lat[id]!;
    const x = lng[id]!;
    if (y < bottom || y > top) continue;
    if (wraps ? x >= left || x <= right : x >= left && x <= right) result.add(id);
  }
  return result;
}
