/**
 * How Meilisearch turns a document field into facet values
 * (milli `extract_facet_values` and `normalize_facet`).
 */
export interface FacetValues {
  /** The field is present, whatever its value (`EXISTS`). */
  exists: boolean;
  isNull: boolean;
  /** `""`, `[]` or `{}` (`IS EMPTY`). */
  isEmpty: boolean;
  numbers: number[];
  /** Original spellings; booleans become `true` / `false`. */
  strings: string[];
}

const ASCII = /^[\x00-\x7f]*$/;

/** milli `normalize_facet`: trimmed, NFKD, lower case. Accents stay (decomposed). */
export function normalizeFacetString(value: string): string {
  // NFKD leaves ASCII as it is; most facet values are ASCII, and a fleet's start-up asks this
  // about fifty times a car.
  if (ASCII.test(value)) return value.trim().toLowerCase();
  return value.trim().normalize('NFKD').toLowerCase();
}

// Rust's `f64::from_str` for finite numbers: no hex, no spaces, no `_`.
const RUST_FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A filter value as Meilisearch's `parse_finite_float` reads it, or undefined. */
export function parseFiniteFloat(text: string): number | undefined {
  if (!RUST_FLOAT.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A number as a facet key: Rust's `f64` Display, which never uses an exponent. */
export function formatFacetNumber(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponent] = match;
  const digits = `${whole}${fraction}`;
  const point = whole!.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

export function noFacetValues(): FacetValues {
  return { exists: false, isNull: false, isEmpty: false, numbers: [], strings: [] };
}

/**
 * The field's facet values. With `values`, they are written over that object and its lists,
 * which the caller reads before its next call: indexing a car reads thirty-odd attributes, and
 * a new object with two lists for each was a good part of the garbage a fleet's start-up made.
 */
export function readFacetValues(
  doc: Readonly<Record<string, unknown>>,
  attribute: string,
  values: FacetValues = noFacetValues(),
): FacetValues {
  values.exists = false;
  values.isNull = false;
  values.isEmpty = false;
  values.numbers.length = 0;
  values.strings.length = 0;
  if (!attribute.includes('.')) {
    // A top-level field, as nearly every facet is: read without collecting it into a list.
    const raw = Object.hasOwn(doc, attribute) ? doc[attribute] : undefined;
    if (raw !== undefined) {
      values.exists = true;
      collectValue(raw, values, true);
    }
    return values;
  }
  for (const raw of readField(doc, attribute)) {
    values.exists = true;
    collectValue(raw, values, true);
  }
  return values;
}

function collectValue(raw: unknown, into: FacetValues, topLevel: boolean): void {
  if (raw === null) {
    if (topLevel) into.isNull = true;
  } else if (typeof raw === 'boolean') {
    into.strings.push(String(raw));
  } else if (typeof raw === 'number') {
    if (Number.isFinite(raw)) into.numbers.push(raw);
  } else if (typeof raw === 'string') {
    if (raw === '') into.isEmpty ||= topLevel;
    else into.strings.push(raw);
  } else if (Array.isArray(raw)) {
    // Only one level of array is indexed, as milli's `can_recurse`.
    if (!topLevel) return;
    if (raw.length === 0) into.isEmpty = true;
    for (const element of raw) collectValue(element, into, false);
  } else if (typeof raw === 'object' && topLevel && Object.keys(raw).length === 0) {
    into.isEmpty = true;
  }
}

/**
 * The values at a dotted path. Meilisearch flattens nested objects, so
 * `dog.age` reads `{ "dog.age": 1 }`, `{ dog: { age: 1 } }` and, through
 * arrays, `{ dogs: [{ age: 1 }, { age: 2 }] }` for `dogs.age`.
 */
function readField(value: unknown, path: string): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((element) => readField(element, path));
  const record = value as Record<string, unknown>;
  const found: unknown[] = [];
  if (Object.hasOwn(record, path) && record[path] !== undefined) found.push(record[path]);
  for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) {
    const head = path.slice(0, dot);
    if (Object.hasOwn(record, head)) found.push(...readField(record[head], path.slice(dot + 1)));
  }
  return found;
}
