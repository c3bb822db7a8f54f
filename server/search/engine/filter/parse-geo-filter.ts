import { recordSpan, type GeoNode, type SourceSpan } from './filter-node.ts';
import { geoDiagnostics } from './geo-diagnostics.ts';
import type { TokenStream } from './token-stream.ts';

interface Scanned<T> {
  value: T;
  end: number;
}

interface FloatText {
  text: string;
  start: number;
  end: number;
}

// nom's `recognize_float`, and `multispace0` around each argument.
const FLOAT = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\r\n]*/y;

// Each coordinate's place in the filter, for the errors that point at one.
const argumentSpans = new WeakMap<GeoNode, SourceSpan[]>();

/** The spans of a geo filter's numbers: lat, lng, radius, or top right lat, lng, bottom left lat, lng. */
export function geoArgumentSpans(node: GeoNode): SourceSpan[] {
  return argumentSpans.get(node) ?? [];
}

/**
 * `_geoRadius(...)` or `_geoBoundingBox(...)` at the stream's next token, as
 * filter-parser's `parse_geo_radius` / `parse_geo_bounding_box`: the keyword,
 * `(` right after it, comma-separated floats (in `[...]` pairs for the box),
 * `)`. Once the keyword is read anything malformed fails, pointing at the
 * rest of the filter from `start`. Null when the next token is neither.
 */
export function parseGeoFilter(stream: TokenStream, start: number): GeoNode | null {
  const keyword = stream.peek();
  const radius = stream.isWord(keyword, '_geoRadius');
  if (!radius && !stream.isWord(keyword, '_geoBoundingBox')) return null;
  const source = stream.source;
  const fail = (): never =>
    stream.fail(radius ? geoDiagnostics.geoRadius() : geoDiagnostics.geoBoundingBox(), start);
  const span = (arg: FloatText): SourceSpan => ({ source, start: arg.start, end: arg.end });
  let node: GeoNode;
  let args: FloatText[];
  let end: number;
  if (radius) {
    const list = parenthesised(source, keyword.end, floatArgument) ?? fail();
    if (list.value.length !== 3) fail();
    args = list.value;
    end = list.end;
    const [lat, lng, distance] = args.map((arg) => arg.text) as [string, string, string];
    node = { type: 'geoRadius', attribute: '_geo', lat, lng, radius: distance };
  } else {
    const list = parenthesised(source, keyword.end, pointArgument) ?? fail();
    const [topRight, bottomLeft] = list.value;
    if (list.value.length !== 2 || topRight!.length !== 2 || bottomLeft!.length !== 2) fail();
    args = [...topRight!, ...bottomLeft!];
    end = list.end;
    const [a, b, c, d] = args.map((arg) => arg.text) as [string, string, string, string];
    node = { type: 'geoBoundingBox', attribute: '_geo', topRight: [a, b], bottomLeft: [c, d] };
  }
  argumentSpans.set(node, args.map(span));
  stream.skipTo(end);
  // The not-filterable error points at the first coordinate, as milli's does.
  return recordSpan(node, span(args[0]!));
}

/** `(` item ("," item)* `)` starting exactly at `at`. */
function parenthesised<T>(
  source: string,
  at: number,
  item: (source: string, at: number) => Scanned<T> | null,
): Scanned<T[]> | null {
  if (source[at] !== '(') return null;
  const list = separated(source, at + 1, item);
  if (!list || source[list.end] !== ')') return null;
  return { value: list.value, end: list.end + 1 };
}

function separated<T>(
  source: string,
  at: number,
  item: (source: string, at: number) => Scanned<T> | null,
): Scanned<T[]> | null {
  const first = item(source, at);
  if (!first) return null;
  const values = [first.value];
  let end = first.end;
  while (source[end] === ',') {
    const next = item(source, end + 1);
    if (!next) break;
    values.push(next.value);
    end = next.end;
  }
  return { value: values, end };
}

function floatArgument(source: string, at: number): Scanned<FloatText> | null {
  const start = skipSpace(source, at);
  FLOAT.lastIndex = start;
  const match = FLOAT.exec(source);
  if (!match) return null;
  const end = start + match[0].length;
  return { value: { text: match[0], start, end }, end: skipSpace(source, end) };
}

function pointArgument(source: string, at: number): Scanned<FloatText[]> | null {
  const start = skipSpace(source, at);
  if (source[start] !== '[') return null;
  const list = separated(source, start + 1, floatArgument);
  if (!list || source[list.end] !== ']') return null;
  return { value: list.value, end: skipSpace(source, list.end + 1) };
}

function skipSpace(source: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(source);
  return SPACE.lastIndex;
}
