// Sort ids are instant-meilisearch's `<index>:<attribute>:<direction>`; the URL carries only
// `<attribute>-<direction>` (sort=price-asc). The default ranking (custom_rank, product rule 7.3) has
// no sortBy and no parameter.
export const SORT_ATTRIBUTES = ['price', 'km', 'year', 'created_at'] as const;

const SORT_PARAM = new RegExp(`^(${SORT_ATTRIBUTES.join('|')})-(asc|desc)$`);

/** sortBy -> `sort` parameter value; undefined for the default or an id of another index. */
export function sortParam(sortBy: string | undefined, indexName: string): string | undefined {
  if (!sortBy?.startsWith(`${indexName}:`)) return undefined;
  const [attribute, direction, ...rest] = sortBy.slice(indexName.length + 1).split(':');
  const param = `${attribute}-${direction}`;
  return rest.length === 0 && SORT_PARAM.test(param) ? param : undefined;
}

/** `sort` parameter value -> sortBy; undefined when it is not one of the listed sorts. */
export function sortByOfParam(param: string | null, indexName: string): string | undefined {
  const match = param ? SORT_PARAM.exec(param) : null;
  return match ? `${indexName}:${match[1]}:${match[2]}` : undefined;
}
