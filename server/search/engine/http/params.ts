import { errors } from '../errors.ts';
import { SearchError } from '../search-error.ts';

/**
 * Meilisearch reads every request with `deny_unknown_fields`: a query parameter
 * a route does not take is a `bad_request`, never ignored. `allowed` is in
 * Meilisearch's order, the order its message lists them.
 */
export function onlyParams(url: URL, allowed: readonly string[]): void {
  for (const name of url.searchParams.keys()) {
    if (!allowed.includes(name)) throw errors.unknownParameter(name, allowed);
  }
}

/**
 * The same for a JSON body's fields; `immutable` names the fields of the
 * resource a request may not change, with their own codes.
 */
export function onlyFields(
  body: Record<string, unknown>,
  allowed: readonly string[],
  immutable: Readonly<Record<string, string>> = {},
): void {
  for (const name of Object.keys(body)) {
    if (allowed.includes(name)) continue;
    const code = immutable[name];
    throw code ? errors.immutableField(code, name, allowed) : errors.unknownField(name, allowed);
  }
}

/** A body that must be a JSON object (absent reads as `{}`). */
export function asObject(value: unknown, code: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SearchError(
      code,
      `Invalid value type: expected an object, but found ${describe(value)}: \`${JSON.stringify(value)}\``,
    );
  }
  return value as Record<string, unknown>;
}

/** How Meilisearch names a JSON value's type in its messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a positive integer';
  return `a ${typeof value}`;
}

/** A query parameter that must be a non-negative integer. */
export function integerParam(url: URL, name: string, code: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  return parseInteger(raw, name, code);
}

export function parseInteger(raw: string, name: string, code: string): number {
  if (!/^\d+$/.test(raw)) {
    throw new SearchError(
      code,
      `Invalid value in parameter \`${name}\`: could not parse \`${raw}\` as a positive integer`,
    );
  }
  return Number(raw);
}

/** A query parameter that must be `true` or `false`. */
export function booleanParam(url: URL, name: string, code: string): boolean | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (raw !== 'true' && raw !== 'false') {
    throw new SearchError(
      code,
      `Invalid value in parameter \`${name}\`: could not parse \`${raw}\` as a boolean, expected either \`true\` or \`false\``,
    );
  }
  return raw === 'true';
}

/** A GET route's `filter`: JSON when it parses as JSON (the array form), else the string. */
export function filterParam(url: URL): unknown {
  const raw = url.searchParams.get('filter');
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A comma-separated query parameter. */
export function listParam(url: URL, name: string): string[] | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
