import {
  CAR_SUMMARY_FIELDS,
  type CarSelection,
  type CarSummary,
  type StockSummary,
} from '#shared/app/route-context.ts';
import type { SearchParams, SearchResponse } from '#server/search/engine/types.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';

/** tenant.schema.json caps `home.featured_count` at 12, so one ranking serves every limit. */
export const FEATURED_MAX = 12;

// The showcase rule pages have always used: in stock, not sold, not reserved, priced.
const ON_SALE = parseFilter(
  'status = "in_stock" AND sold != true AND reserved != true AND price > 0',
)!;
const UNSOLD = parseFilter('sold != true')!;
// Ties beyond these fall to the engine's insertion order, so the list is stable per import.
const FEATURED_SORT = ['custom_rank:desc', 'created_at:desc'];

/** Everything pages read of one site's stock, fetched together in one multi-search. */
export interface StockSnapshot {
  featured: CarSummary[];
  summary: StockSummary;
}

export type StockQuery = SearchParams & { indexUid: string };

/** The featured ranking and the stock facets of one scope, as one multi-search body. */
export function buildStockQueries(indexUid: string, scope: FilterNode): StockQuery[] {
  return [
    {
      indexUid,
      q: '',
      filter: serializeScopedFilter(scope, ON_SALE),
      sort: FEATURED_SORT,
      limit: FEATURED_MAX,
      attributesToRetrieve: [...CAR_SUMMARY_FIELDS],
    },
    {
      indexUid,
      q: '',
      filter: serializeScopedFilter(scope, UNSOLD),
      limit: 0,
      // A site with more makes than the index's faceting.maxValuesPerFacet (500)
      // would lose the alphabetically last ones from its brand menu.
      facets: ['car_type', 'make'],
    },
  ];
}

/** A page's selection as a filter node; stock numbers and ids are either-or. */
function selectionFilter(selection: CarSelection): FilterNode {
  if ('make' in selection) {
    return { type: 'comparison', attribute: 'make', operator: '=', value: selection.make };
  }
  const lists: FilterNode[] = [];
  if (selection.stocknums.length > 0) {
    lists.push({ type: 'in', attribute: 'stocknum', values: [...selection.stocknums] });
  }
  if (selection.ids.length > 0) {
    lists.push({ type: 'in', attribute: 'id', values: selection.ids.map(String) });
  }
  return lists.length === 1 ? lists[0]! : { type: 'or', children: lists };
}

/**
 * The on-sale cars of one selection (docs/content-pages.md: a brand's stock, an offer's cars), ranked like
 * the featured cars. Undefined for a selection that names no car: nothing to ask.
 */
export function buildOnSaleQuery(
  indexUid: string,
  scope: FilterNode,
  selection: CarSelection,
  limit: number,
): StockQuery | undefined {
  if (!('make' in selection) && selection.stocknums.length + selection.ids.length === 0) {
    return undefined;
  }
  return {
    indexUid,
    q: '',
    filter: serializeScopedFilter(scope, {
      type: 'and',
      children: [ON_SALE, selectionFilter(selection)],
    }),
    sort: FEATURED_SORT,
    limit,
    attributesToRetrieve: [...CAR_SUMMARY_FIELDS],
  };
}

/** Reads the answers to `buildStockQueries`, in the same order. */
export function readStockSnapshot(results: readonly SearchResponse[]): StockSnapshot {
  const [featured, stock] = results;
  if (!featured || !stock) throw new Error('Stock multi-search answered fewer than 2 queries');
  const types = stock.facetDistribution?.['car_type'] ?? {};
  return {
    featured: featured.hits as CarSummary[],
    summary: {
      counts: { new: types['new'] ?? 0, used: types['used'] ?? 0, demo: types['demo'] ?? 0 },
      makes: withStock(stock.facetDistribution?.['make'] ?? {}),
    },
  };
}

function withStock(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}
