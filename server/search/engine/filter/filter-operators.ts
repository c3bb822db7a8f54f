import { SearchError } from '../search-error.ts';
import type { ConditionNode } from './filter-node.ts';
import { matchFilterableRule, type FilterFeatures } from './filterable-rules.ts';
import type { FilterableAttribute } from '../types.ts';

/**
 * Meilisearch's `FilterOperatorNotAllowed` (granular `filterableAttributes`):
 * `=`, `!=` and `IN` need the `equality` feature, `<`, `>`, `<=`, `>=` and
 * `TO` need `comparison`; `EXISTS`, `IS NULL` and `IS EMPTY` need either.
 * Every condition's attribute is already known to be filterable.
 */
export function assertOperatorsAllowed(
  conditions: readonly ConditionNode[],
  rules: readonly FilterableAttribute[],
  prefix: string,
): void {
  for (const condition of conditions) {
    const needs = neededFeature(condition);
    if (needs === null) continue;
    const matched = matchFilterableRule(condition.attribute, rules);
    if (matched === null || matched.features.filter[needs]) continue;
    const field = condition.attribute;
    const rule = matched.index;
    throw new SearchError(
      'invalid_search_filter',
      `${prefix}Filter operator \`${operatorOf(condition)}\` is not allowed for the attribute \`${field}\`.\n` +
        `  - Note: allowed operators: ${allowedOperators(matched.features).join(', ')}.\n` +
        `  - Note: field \`${field}\` matched rule #${rule} in \`filterableAttributes\`\n` +
        `  - Hint: enable ${needs} in rule #${rule} by modifying the features.filter object\n` +
        `  - Hint: prepend another rule matching \`${field}\` with appropriate filter features before rule #${rule}`,
    );
  }
}

function neededFeature(condition: ConditionNode): 'equality' | 'comparison' | null {
  switch (condition.type) {
    case 'comparison':
      return condition.operator === '=' || condition.operator === '!=' ? 'equality' : 'comparison';
    case 'in':
      return 'equality';
    case 'range':
      return 'comparison';
    default:
      return null;
  }
}

function operatorOf(condition: ConditionNode): string {
  if (condition.type === 'comparison') return condition.operator;
  return condition.type === 'in' ? 'IN' : 'TO';
}

/** milli's `FilterFeatures::allowed_operators`, in its order. */
function allowedOperators(features: FilterFeatures): string[] {
  const { equality, comparison } = features.filter;
  return [
    'OR',
    'AND',
    'NOT',
    ...(equality ? ['=', '!=', 'IN'] : []),
    ...(comparison ? ['<', '>', '<=', '>=', 'TO'] : []),
    'IS EMPTY',
    'IS NULL',
    'EXISTS',
  ];
}
