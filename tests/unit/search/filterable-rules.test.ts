import { describe, expect, test } from 'vitest';
import {
  filterableAttributeNames,
  filterablePatterns,
  isFacetSearchable,
  isFilterableBy,
  matchFilterableRule,
} from '#server/search/engine/filter/filterable-rules.ts';
import type { FilterableAttribute } from '#server/search/engine/types.ts';

const rule = (patterns: string[], equality: boolean, comparison: boolean, facetSearch = false) => ({
  attributePatterns: patterns,
  features: { facetSearch, filter: { equality, comparison } },
});

const RULES: FilterableAttribute[] = [
  rule(['doggos'], false, false),
  'make',
  rule(['doggos.age', 'price'], true, true, true),
];

describe('filterable rules', () => {
  test('the first matching rule decides; a name also matches nested fields, a pattern only itself', () => {
    expect(matchFilterableRule('doggos', RULES)?.index).toBe(0);
    expect(matchFilterableRule('doggos.age', RULES)?.index).toBe(2);
    expect(matchFilterableRule('make.model', RULES)?.index).toBe(1);
    expect(matchFilterableRule('color', RULES)).toBeNull();
  });

  test('a rule without equality or comparison makes nothing filterable', () => {
    expect(isFilterableBy('doggos', RULES)).toBe(false);
    expect(isFilterableBy('price', RULES)).toBe(true);
    expect(isFilterableBy('make', RULES)).toBe(true);
  });

  test('facet search follows the rule; plain names allow it', () => {
    expect(isFacetSearchable('make', RULES)).toBe(true);
    expect(isFacetSearchable('price', RULES)).toBe(true);
    expect(isFacetSearchable('doggos', RULES)).toBe(false);
    expect(isFacetSearchable('color', RULES)).toBe(false);
  });

  test('lists what errors show and what the facet index keeps', () => {
    expect(filterablePatterns(RULES)).toEqual(['make', 'doggos.age', 'price']);
    expect(filterableAttributeNames(RULES)).toEqual(['doggos', 'make', 'doggos.age', 'price']);
  });
});
