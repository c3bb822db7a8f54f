// The range form without JavaScript: a GET form on the listing's own path that carries the
// rest of the search along and sends bounds as `<attribute>_min` / `<attribute>_max`, which
// the URL rules read (shared/search-url/query-params.ts) and the server redirects to the
// canonical `<attribute>=<min>-<max>`.
import { RANGE_ATTRIBUTES, type RangeAttribute } from '../../search-url/search-state.ts';
import { isCampaignParameter } from '../../search-url/campaign-parameters.ts';

export type RangeSide = 'min' | 'max';

export function rangeFieldName(attribute: RangeAttribute, side: RangeSide): string {
  return `${attribute}_${side}`;
}

// The form sets every range afresh, and a new filter starts on page 1 (product rule 4.10).
const REPLACED = new Set<string>([
  'page',
  ...RANGE_ATTRIBUTES.flatMap((attribute) => [
    attribute,
    rangeFieldName(attribute, 'min'),
    rangeFieldName(attribute, 'max'),
  ]),
]);

export interface RangeFormTarget {
  /** The listing path the form submits to. */
  action: string;
  /**
   * The current URL's other parameters (query, refinements, sort), as hidden fields; not its
   * campaign parameters, which name how the shopper arrived, not where they go next.
   */
  hidden: Array<[name: string, value: string]>;
}

/** Where the range form of a listing URL (path and query) submits, and what it carries along. */
export function rangeFormTarget(url: string): RangeFormTarget {
  const withoutHash = url.split('#')[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const action = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  return {
    action,
    hidden: [...params].filter(([name]) => !REPLACED.has(name) && !isCampaignParameter(name)),
  };
}
