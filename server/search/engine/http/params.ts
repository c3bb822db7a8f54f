import { SearchError } from '../search-error.ts';

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
