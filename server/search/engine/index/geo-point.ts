import { filterableAttributeNames } from '../filter/filterable-rules.ts';
import { SearchError } from '../search-error.ts';
import type { FilterableAttribute } from '../types.ts';

/** The reserved field holding a document's coordinates. */
export const GEO_FIELD = '_geo';

// Rust's `f64::from_str`: no spaces, hex or `_` (Number() would take " 12 ").
const RUST_FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Meilisearch reads `_geo` when it is filterable or sortable, and only then validates it. */
export function isGeoEnabled(settings: {
  filterableAttributes: readonly FilterableAttribute[];
  sortableAttributes: readonly string[];
}): boolean {
  return (
    filterableAttributeNames(settings.filterableAttributes).includes(GEO_FIELD) ||
    settings.sortableAttributes.includes(GEO_FIELD)
  );
}

/** A coordinate as milli's `extract_finite_float_from_value` reads it: a number or a numeric string. */
export function geoCoordinate(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !RUST_FLOAT.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The `[lat, lng]` of a document, null without `_geo` (absent or null), or
 * Meilisearch's `invalid_document_geo_field` error, worded as milli's
 * `GeoError` and checked in its order: not an object, missing coordinates,
 * extra fields, then unparsable values. `documentId` is printed as a JSON
 * string, as milli prints the external id.
 */
export function readGeoPoint(
  doc: Readonly<Record<string, unknown>>,
  documentId: string,
  indexUid: string,
): [number, number] | null {
  const geo = doc[GEO_FIELD];
  if (geo === undefined || geo === null) return null;
  const id = JSON.stringify(documentId);
  const fail = (message: string): never => {
    throw new SearchError('invalid_document_geo_field', `Index \`${indexUid}\`: ${message}`);
  };
  if (typeof geo !== 'object' || Array.isArray(geo)) {
    fail(
      `The \`_geo\` field in the document with the id: \`${id}\` is not an object. Was expecting an object with the \`_geo.lat\` and \`_geo.lng\` fields but instead got \`${JSON.stringify(geo)}\`.`,
    );
  }
  const { lat, lng, ...extra } = geo as Record<string, unknown>;
  const hasLat = 'lat' in (geo as object);
  const hasLng = 'lng' in (geo as object);
  if (!hasLat && !hasLng) {
    fail(
      `Could not find latitude nor longitude in the document with the id: \`${id}\`. Was expecting \`_geo.lat\` and \`_geo.lng\` fields.`,
    );
  }
  if (!hasLng) {
    fail(
      `Could not find longitude in the document with the id: \`${id}\`. Was expecting a \`_geo.lng\` field.`,
    );
  }
  if (!hasLat) {
    fail(
      `Could not find latitude in the document with the id: \`${id}\`. Was expecting a \`_geo.lat\` field.`,
    );
  }
  if (Object.keys(extra).length > 0) {
    fail(
      `The \`_geo\` field in the document with the id: \`${id}\` contains the following unexpected fields: \`${JSON.stringify(extra)}\`.`,
    );
  }
  const latitude = geoCoordinate(lat);
  const longitude = geoCoordinate(lng);
  if (latitude === undefined && longitude === undefined) {
    fail(
      `Could not parse latitude nor longitude in the document with the id: \`${id}\`. Was expecting finite numbers but instead got \`${json(lat)}\` and \`${json(lng)}\`.`,
    );
  }
  if (latitude === undefined) {
    fail(
      `Could not parse latitude in the document with the id: \`${id}\`. Was expecting a finite number but instead got \`${json(lat)}\`.`,
    );
  }
  if (longitude === undefined) {
    fail(
      `Could not parse longitude in the document with the id: \`${id}\`. Was expecting a finite number but instead got \`${json(lng)}\`.`,
    );
  }
  return [latitude!, longitude!];
}

// serde_json prints a non-finite number as null.
function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** Meilisearch's earth radius (the `geoutils` crate's haversine), in metres. */
export const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

/** Great-circle distance in metres between two `[lat, lng]` points, as milli's `distance_between_two_points`. */
export function haversineDistance(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return EARTH_RADIUS_M * 2 * Math.asin(Math.sqrt(a));
}
