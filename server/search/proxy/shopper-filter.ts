import { CARS_ASKING_PRICE_ATTRIBUTE } from '../cars-index.server.ts';
import { filterAttributes } from '../engine/filter/filter-attributes.ts';
import type { FilterNode } from '../engine/filter/filter-node.ts';
import { parseFilter } from '../engine/filter/parse-filter.ts';
import { SEARCH_PROXY_FILTERABLE } from './limits.ts';

/**
 * The attributes a shopper's filter may test on a site: the listing's (limits.ts), plus
 * those its landing pages filter on (a group of RVs and motorcycles picks by car
 * kind), since the listing sends a landing page's filter with its queries.
 */
export function shopperFilterable(search: {
  landing_paths?: ReadonlyArray<{ filter: string }>;
}): string[] {
  const landing = (search.landing_paths ?? []).flatMap(({ filter }) => {
    const node = parseFilter(filter);
    return node ? filterAttributes(node) : [];
  });
  return [...new Set([...SEARCH_PROXY_FILTERABLE, ...landing])];
}

/**
 * A shopper's filter as the index runs it: conditions on `price` run on the asking price,
 * which cars on price on application lack, so no price range holds them (decision 0013).
 */
export function engineFilter(node: FilterNode): FilterNode {
  switch (node.type) {
    case 'and':
    case 'or':
      return { type: node.type, children: node.children.map(engineFilter) };
    case 'not':
      return { type: 'not', child: engineFilter(node.child) };
    default:
      return node.attribute === 'price'
        ? { ...node, attribute: CARS_ASKING_PRICE_ATTRIBUTE }
        : node;
  }
}
