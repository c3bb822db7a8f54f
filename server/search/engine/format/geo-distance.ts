import { GEO_FIELD, geoCoordinate, haversineDistance } from '../index/geo-point.ts';

// Meilisearch's `insert_geo_distance` looks for the first sort entry matching this.
const GEO_POINT = /_geoPoint\(\s*([\d.-]+)\s*,\s*([\d.-]+)\s*\)/;

/**
 * `_geoDistance` on each hit when `sort` has a `_geoPoint(lat, lng)`: metres
 * from that point to the hit's `_geo`, rounded to an integer, as Meilisearch
 * adds it. Read from the hit as returned, so a hit whose `_geo` is not
 * retrieved (or displayed) has none.
 */
export function addGeoDistances(hits: Record<string, unknown>[], sort: readonly string[]): void {
  const match = sort.map((entry) => GEO_POINT.exec(entry)).find((found) => found !== null);
  if (!match) return;
  const baseLat = Number(match[1]);
  const baseLng = Number(match[2]);
  for (const hit of hits) {
    const geo = hit[GEO_FIELD];
    if (geo === null || typeof geo !== 'object') continue;
    const lat = geoCoordinate((geo as Record<string, unknown>).lat);
    const lng = geoCoordinate((geo as Record<string, unknown>).lng);
    if (lat === undefined || lng === undefined) continue;
    hit._geoDistance = Math.round(haversineDistance(baseLat, baseLng, lat, lng));
  }
}
