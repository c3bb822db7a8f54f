/**
 * `sort` of `GET /indexes/:uid/search`: comma-separated, except that the
 * comma inside `_geoPoint(lat, lng)` does not split, as Meilisearch's
 * `fix_sort_query_parameters` rejoins the parts (without the spaces
 * around them) up to the one ending in `):asc` or `):desc`.
 */
export function sortParam(url: URL): string[] | undefined {
  const raw = url.searchParams.get('sort');
  if (raw === null) return undefined;
  const entries: string[] = [];
  let merging = false;
  for (const part of raw
    .replace(/^"+|"+$/g, '')
    .split(',')
    .map((text) => text.trim())) {
    if (part.startsWith('_geoPoint(')) {
      entries.push(part);
      merging = true;
    } else if (merging && entries.length > 0) {
      entries[entries.length - 1] += `,${part}`;
      if (part.endsWith('):desc') || part.endsWith('):asc')) merging = false;
    } else {
      entries.push(part);
    }
  }
  // Empty entries are dropped, as the other list parameters drop them.
  return entries.filter((entry) => entry !== '');
}
