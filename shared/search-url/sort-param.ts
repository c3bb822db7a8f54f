// Sort ids are instant-meilisearch's `<index>:<attribute>:<direction>`; the URL carries only
// `<attribute>-<direction>` (sort=price-asc). The default ranking (custom_rank, product rule 7.3) has
// no sortBy and no parameter.
export const SORT_ATTRIBUTES = ['price', 'km', 'year', 'created_at'] as const;

/**
 * The listing's sorts besides the default (decision 0006: price both ways, km, year, newest),
 * the only ones its URL carries: another (`km-desc`) is not a listing's state, so its URL
 * redirects to the one without it, as the sort control offers no way back to it.
 */
export const LISTING_SORTS = [
  'price-asc',
  'price-desc',
  'km-asc',
  'year-desc',
  'created_at-desc',
] as const;

const isListingSort = (param: string) => (LISTING_SORTS as readonly string[]).includes(param);

/** sortBy -> `sort` parameter value; undefined for the default or an id of another index. */
export function sortParam(sortBy: string | undefined, indexName: string): string | undefined {
  if (!sortBy?.startsWith(`${indexName}:`)) return undefined;
  const [attribute, direction, ...rest] = sortBy.slice(indexName.length + 1).split(':');
  const param = `${attribute}-${direction}`;
  return rest.length === 0 && isListingSort(param) ? param : undefined;
}

/** `sort` parameter value -> sortBy; undefined when it is not one of the listed sorts. */
export function sortByOfParam(param: string | null, indexName: string): string | undefined {
  if (!param || !isListingSort(param)) return undefined;
  const at = param.lastIndexOf('-');
  return `${indexName}:${param.slice(0, at)}:${param.slice(at + 1)}`;
}
