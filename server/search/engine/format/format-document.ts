import { isPathWithin } from '../text/collect-fields.ts';
import { formatText, locateMatches } from './format-text.ts';
import type { MatchPosition } from './format-text.ts';
import type { QueryMatcher } from '../query/query-matcher.ts';

export interface FormatDocumentOptions {
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  /** Names, `*`, or `name:length` to override `cropLength` for one attribute. */
  attributesToCrop: string[];
  /** In words. */
  cropLength: number;
  cropMarker: string;
  /** Fields to keep besides the formatted ones (default: all of `doc`). */
  attributesToRetrieve?: string[];
  /** Whether the index knows an attribute (default: `doc` has it). */
  isKnownAttribute?: (attribute: string) => boolean;
}

interface FieldFormat {
  readonly name: string;
  readonly highlight: boolean;
  readonly crop: number | null;
}

/**
 * Meilisearch's `_formatted`: every retrieved field, plus the highlighted and
 * cropped ones; strings of those fields are highlighted and/or cropped, every
 * number becomes its string (formatted or not), booleans and null stay, and
 * arrays and nested objects keep their shape with each leaf formatted by the
 * rules of its own path or any parent or child path ("doggo" formats
 * "doggo.name"). `undefined` when no requested attribute exists — Meilisearch
 * then omits `_formatted`. O(size of the document × text matching).
 */
export function formatDocument(
  doc: Record<string, unknown>,
  matches: { readonly matcher: QueryMatcher },
  options: FormatDocumentOptions,
): Record<string, unknown> | undefined {
  const paths = options.isKnownAttribute === undefined ? collectPaths(doc) : null;
  const isKnown = options.isKnownAttribute ?? ((attribute: string) => paths!.has(attribute));
  const formats = readFieldFormats(options).filter(
    (format) => format.name === '*' || isKnown(format.name),
  );
  if (formats.length === 0) return undefined;
  const keep = options.attributesToRetrieve;
  const formatted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    const selected =
      keep === undefined ||
      keep.includes('*') ||
      [...keep, ...formats.map((format) => format.name)].some(
        (name) => name === '*' || isPathWithin(key, name) || isPathWithin(name, key),
      );
    if (selected) formatted[key] = formatValue(key, value, formats, matches.matcher, options);
  }
  return formatted;
}

/**
 * Meilisearch's `_matchesPosition`: per leaf path, where the query matched
 * (UTF-8 bytes); a match inside an array also has `indices`, the position in
 * each array on the way down (`tags[1]` → `[1]`, `trims[0].names[2]` → `[0, 2]`).
 */
export function findMatchesPosition(
  doc: Record<string, unknown>,
  matches: { readonly matcher: QueryMatcher },
): Record<string, MatchPosition[]> {
  const positions: Record<string, MatchPosition[]> = {};
  const visit = (path: string, value: unknown, indices: readonly number[]): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(path, item, [...indices, i]));
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(`${path}.${key}`, child, indices);
    } else if (typeof value === 'string' || typeof value === 'number') {
      const found = locateMatches(String(value), matches.matcher);
      if (found.length === 0) return;
      const at = indices.length === 0 ? found : found.map((match) => ({ ...match, indices }));
      (positions[path] ??= []).push(...at);
    }
  };
  for (const [key, value] of Object.entries(doc)) visit(key, value, []);
  // Meilisearch keeps them in a BTreeMap: paths in sorted order.
  return Object.fromEntries(
    Object.entries(positions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function formatValue(
  path: string,
  value: unknown,
  formats: readonly FieldFormat[],
  matcher: QueryMatcher,
  options: FormatDocumentOptions,
): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => formatValue(path, item, formats, matcher, options));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        formatValue(`${path}.${key}`, child, formats, matcher, options),
      ]),
    );
  }
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const text = String(value);
  const applying = formats.filter(
    (format) =>
      format.name === '*' || isPathWithin(path, format.name) || isPathWithin(format.name, path),
  );
  if (applying.length === 0) return text;
  return formatText(text, matcher, {
    highlight: applying.some((format) => format.highlight),
    crop: applying.find((format) => format.crop !== null)?.crop ?? null,
    highlightPreTag: options.highlightPreTag,
    highlightPostTag: options.highlightPostTag,
    cropMarker: options.cropMarker,
  });
}

/** `attr:length` as Meilisearch reads it: split on the last colon; a bad length means cropLength. */
function readFieldFormats(options: FormatDocumentOptions): FieldFormat[] {
  const formats: FieldFormat[] = options.attributesToHighlight.map((name) => ({
    name,
    highlight: true,
    crop: null,
  }));
  for (const entry of options.attributesToCrop) {
    const colon = entry.lastIndexOf(':');
    const name = colon < 0 ? entry : entry.slice(0, colon);
    const length = colon < 0 ? '' : entry.slice(colon + 1);
    const crop = /^\d+$/.test(length) ? Number(length) : options.cropLength;
    formats.push({ name, highlight: false, crop });
  }
  return formats;
}

/** Every object path of `doc` (top-level, nested, through arrays), as Meilisearch's field map. */
function collectPaths(doc: Record<string, unknown>): Set<string> {
  const paths = new Set<string>();
  const visit = (path: string, value: unknown): void => {
    paths.add(path);
    if (Array.isArray(value)) value.forEach((item) => visitChildren(path, item));
    else visitChildren(path, value);
  };
  const visitChildren = (path: string, value: unknown): void => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) visit(`${path}.${key}`, child);
  };
  for (const [key, value] of Object.entries(doc)) visit(key, value);
  return paths;
}
