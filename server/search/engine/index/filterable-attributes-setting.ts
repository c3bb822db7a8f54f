import { errors } from '../errors.ts';
import type { FilterableAttribute, FilterableAttributesRule } from '../types.ts';
import {
  booleanValue,
  missingField,
  objectOf,
  stringArray,
  unknownField,
} from './setting-values.ts';

const CODE = 'invalid_settings_filterable_attributes';

/**
 * Validates `filterableAttributes`: plain names mixed with Meilisearch's
 * granular rules `{ attributePatterns, features: { facetSearch, filter:
 * { equality, comparison } } }`. A rule is stored with every feature spelled
 * out, as Meilisearch returns it; absent features take Meilisearch's defaults
 * for a rule (facet search off, equality on, comparison off). Wildcard
 * patterns (`*`) are refused: the engine indexes facets per named attribute.
 */
export function parseFilterableAttributes(value: unknown, path: string): FilterableAttribute[] {
  if (!Array.isArray(value)) throw errors.invalidType(CODE, path, 'an array', value);
  const names = new Set<string>();
  const entries: FilterableAttribute[] = [];
  value.forEach((entry, i) => {
    const at = `${path}[${i}]`;
    if (typeof entry === 'string') {
      if (!names.has(entry)) entries.push(entry);
      names.add(entry);
    } else if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
      entries.push(parseRule(entry as Record<string, unknown>, at));
    } else {
      throw errors.invalidType(CODE, at, 'a string', entry);
    }
  });
  return entries;
}

function parseRule(entry: Record<string, unknown>, at: string): FilterableAttributesRule {
  for (const key of Object.keys(entry)) {
    if (key !== 'attributePatterns' && key !== 'features') {
      throw unknownField(CODE, at, key, ['attributePatterns', 'features']);
    }
  }
  if (entry.attributePatterns === undefined) {
    throw missingField(CODE, at, 'attributePatterns');
  }
  const patterns = stringArray(entry.attributePatterns, CODE, `${at}.attributePatterns`);
  patterns.forEach((pattern, i) => {
    if (pattern.includes('*')) {
      throw errors.invalidValue(
        CODE,
        `${at}.attributePatterns[${i}]`,
        `wildcard pattern \`${pattern}\` is not supported by this engine: list the attribute names.`,
      );
    }
  });
  const rule: FilterableAttributesRule = {
    attributePatterns: [...patterns],
    features: { facetSearch: false, filter: { equality: true, comparison: false } },
  };
  if (entry.features !== undefined && entry.features !== null) {
    applyFeatures(rule.features, entry.features, `${at}.features`);
  }
  return rule;
}

function applyFeatures(
  features: FilterableAttributesRule['features'],
  value: unknown,
  at: string,
): void {
  const given = objectOf(value, CODE, at);
  for (const key of Object.keys(given)) {
    if (key !== 'facetSearch' && key !== 'filter') {
      throw unknownField(CODE, at, key, ['facetSearch', 'filter']);
    }
  }
  if (given.facetSearch === undefined) throw missingField(CODE, at, 'facetSearch');
  if (given.filter === undefined) throw missingField(CODE, at, 'filter');
  features.facetSearch = booleanValue(given.facetSearch, CODE, `${at}.facetSearch`);
  const filter = objectOf(given.filter, CODE, `${at}.filter`);
  for (const kind of Object.keys(filter)) {
    if (kind !== 'equality' && kind !== 'comparison') {
      throw unknownField(CODE, `${at}.filter`, kind, ['equality', 'comparison']);
    }
  }
  for (const kind of ['equality', 'comparison'] as const) {
    if (filter[kind] === undefined) throw missingField(CODE, `${at}.filter`, kind);
    features.filter[kind] = booleanValue(filter[kind], CODE, `${at}.filter.${kind}`);
  }
}
