import type { ListingLanding } from './listing-vocabulary.ts';
import type { SearchState } from './search-state.ts';

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A state's refinements and ranges (and a landing page's filter) as one Meilisearch filter,
 * as the listing's InstantSearch would send them: values of one attribute OR'ed, attributes
 * AND'ed. '' when the state filters nothing. The search proxy checks and scopes it as any other.
 */
export function searchStateFilter(state: SearchState, landing?: ListingLanding): string {
  const parts: string[] = [];
  if (landing?.filter) parts.push(`(${landing.filter})`);
  for (const [attribute, values] of Object.entries(state.refinementList)) {
    if (values && values.length > 0) {
      parts.push(`(${values.map((value) => `${attribute} = ${quote(value)}`).join(' OR ')})`);
    }
  }
  for (const [attribute, { min, max } = {}] of Object.entries(state.range)) {
    if (min !== undefined) parts.push(`${attribute} >= ${min}`);
    if (max !== undefined) parts.push(`${attribute} <= ${max}`);
  }
  return parts.join(' AND ');
}
