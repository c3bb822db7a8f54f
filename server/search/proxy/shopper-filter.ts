import { CARS_ASKING_PRICE_ATTRIBUTE } from '../cars-index.server.ts';
import type { FilterNode } from '../filter/filter-node.ts';

/**
 * A shopper's filter as the index runs it: conditions on `price` run on the asking price,
 * which cars on price on application lack, so no price range holds them (issue 17).
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
