import { DocSet } from './doc-set.ts';
import { GEO_FIELD, geoCoordinate } from './geo-point.ts';

/**
 * Each document's `_geo` coordinates by internal id (NaN where it has none),
 * kept while `_geo` is filterable or sortable: what `_geoRadius`,
 * `_geoBoundingBox` and `_geoPoint` sorting read instead of documents.
 * Documents are validated before they get here (readGeoPoint).
 */
export class GeoPoints {
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  /** The documents with coordinates. */
  readonly present = DocSet.empty();

  set(docId: number, doc: Readonly<Record<string, unknown>>): void {
    const geo = doc[GEO_FIELD] as Record<string, unknown> | null | undefined;
    const lat = geo && typeof geo === 'object' ? geoCoordinate(geo.lat) : undefined;
    const lng = geo && typeof geo === 'object' ? geoCoordinate(geo.lng) : undefined;
    if (lat === undefined || lng === undefined) {
      this.clear(docId);
      return;
    }
    this.#reserve(docId);
    this.lat[docId] = lat;
    this.lng[docId] = lng;
    this.present.add(docId);
  }

  clear(docId: number): void {
    if (docId < this.lat.length) {
      this.lat[docId] = NaN;
      this.lng[docId] = NaN;
    }
    this.present.delete(docId);
  }

  #reserve(docId: number): void {
    if (docId < this.lat.length) return;
    const capacity = Math.max(docId + 1, Math.ceil(this.lat.length * 1.25), 1024);
    const grow = (values: Float64Array) => {
      const next = new Float64Array(capacity).fill(NaN);
      next.set(values);
      return next;
    };
    this.lat = grow(this.lat);
    this.lng = grow(this.lng);
  }
}
