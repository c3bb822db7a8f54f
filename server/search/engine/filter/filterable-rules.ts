import type { FilterableAttribute, FilterableAttributesRule } from '../types.ts';

export type FilterFeatures = FilterableAttributesRule['features'];

/** What a plain attribute name in `filterableAttributes` allows: everything. */
const LEGACY_FEATURES: FilterFeatures = {
  facetSearch: true,
  filter: { equality: true, comparison: true },
};

export interface MatchedRule {
  /** Position of the rule in `filterableAttributes` (Meilisearch's "rule #n"). */
  readonly index: number;
  readonly features: FilterFeatures;
}

/**
 * Meilisearch's `matching_features`: the first rule matching the attribute
 * decides. A plain name matches itself and anything nested under it (`dog`
 * matches `dog.age`); a granular rule's patterns match the attribute exactly.
 */
export function matchFilterableRule(
  attribute: string,
  rules: readonly FilterableAttribute[],
): MatchedRule | null {
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index]!;
    if (typeof rule === 'string') {
      if (attribute === rule || attribute.startsWith(`${rule}.`)) {
        return { index, features: LEGACY_FEATURES };
      }
    } else if (rule.attributePatterns.includes(attribute)) {
      return { index, features: rule.features };
    }
  }
  return null;
}

export function isFilterableFeature(features: FilterFeatures): boolean {
  return features.filter.equality || features.filter.comparison;
}

/** Whether `filter` (and `facets`) may use the attribute. */
export function isFilterableBy(attribute: string, rules: readonly FilterableAttribute[]): boolean {
  const matched = matchFilterableRule(attribute, rules);
  return matched !== null && isFilterableFeature(matched.features);
}

/** Whether the facet-search route may search the attribute's values. */
export function isFacetSearchable(
  attribute: string,
  rules: readonly FilterableAttribute[],
): boolean {
  return matchFilterableRule(attribute, rules)?.features.facetSearch ?? false;
}

/** The patterns of the rules that make attributes filterable (what errors list). */
export function filterablePatterns(rules: readonly FilterableAttribute[]): string[] {
  return rules.flatMap((rule) =>
    typeof rule === 'string'
      ? [rule]
      : isFilterableFeature(rule.features)
        ? rule.attributePatterns
        : [],
  );
}

/** The patterns errors list: unique, sorted as Meilisearch sorts them. */
export function listedFilterablePatterns(rules: readonly FilterableAttribute[]): string[] {
  // Rust sorts &str by bytes; for these names UTF-16 order agrees except in
  // the astral planes, which attribute names do not use in practice.
  return [...new Set(filterablePatterns(rules))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The sentence facet and distinct errors end with: the filterable patterns, or that there are none. */
export function availableFilterablePatterns(rules: readonly FilterableAttribute[]): string {
  const patterns = listedFilterablePatterns(rules);
  return patterns.length === 0
    ? 'This index does not have configured filterable attributes.'
    : `Available filterable attributes patterns are: \`${patterns.join(', ')}\`.`;
}

/** Every attribute named by a rule: what the facet index keeps values for. */
export function filterableAttributeNames(rules: readonly FilterableAttribute[]): string[] {
  return [
    ...new Set(
      rules.flatMap((rule) => (typeof rule === 'string' ? [rule] : rule.attributePatterns)),
    ),
  ];
}
