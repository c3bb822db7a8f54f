import { SearchError } from '../search-error.ts';
import { errors } from '../errors.ts';

/** Value checks shared by the settings validators, worded as Meilisearch (deserr) words them. */

/** deserr's "Unknown field `x` inside `.path`: expected one of ..." */
export function unknownField(
  code: string,
  path: string,
  field: string,
  expected: readonly string[],
): SearchError {
  return new SearchError(
    code,
    `Unknown field \`${field}\` inside \`${path}\`: expected one of ${expected.map((name) => `\`${name}\``).join(', ')}`,
  );
}

/** deserr's "Missing field `x` inside `.path`" */
export function missingField(code: string, path: string, field: string): SearchError {
  return new SearchError(code, `Missing field \`${field}\` inside \`${path}\``);
}

export function stringArray(value: unknown, code: string, path: string): string[] {
  if (!Array.isArray(value)) throw errors.invalidType(code, path, 'an array', value);
  value.forEach((item, i) => {
    if (typeof item !== 'string') throw errors.invalidType(code, `${path}[${i}]`, 'a string', item);
  });
  return value as string[];
}

/** A JSON set of strings as Meilisearch stores it (a `BTreeSet`): unique and sorted. */
export function sortedStringSet(value: unknown, code: string, path: string): string[] {
  return [...new Set(stringArray(value, code, path))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function objectOf(value: unknown, code: string, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidType(code, path, 'an object', value);
  }
  return value as Record<string, unknown>;
}

export function positiveInteger(value: unknown, code: string, path: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw errors.invalidType(code, path, 'a positive integer', value);
  }
  return value;
}

export function booleanValue(value: unknown, code: string, path: string): boolean {
  if (typeof value !== 'boolean') throw errors.invalidType(code, path, 'a boolean', value);
  return value;
}

/** One of a string enum's camelCase variants. */
export function oneOf<T extends string>(
  value: unknown,
  variants: readonly T[],
  code: string,
  path: string,
): T {
  if (typeof value !== 'string') throw errors.invalidType(code, path, 'a string', value);
  if (!(variants as readonly string[]).includes(value)) {
    throw errors.invalidValue(
      code,
      path,
      `Unknown value \`${value}\`: expected one of ${variants.map((v) => `\`${v}\``).join(', ')}`,
    );
  }
  return value as T;
}
