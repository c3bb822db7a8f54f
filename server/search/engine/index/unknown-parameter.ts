import { SearchError } from '../search-error.ts';

/**
 * Meilisearch's answer to a query parameter a route does not take: `bad_request`,
 * naming the closest known parameter when one is a few edits away.
 */
export function unknownParameter(name: string, allowed: readonly string[]): SearchError {
  const expected = allowed.map((param) => `\`${param}\``).join(', ');
  return new SearchError(
    'bad_request',
    `Unknown parameter \`${name}\`: ${didYouMean(name, allowed)}expected one of ${expected}`,
  );
}

/** Meilisearch's suggestion for a misspelt parameter: the closest name within a few edits. */
function didYouMean(name: string, allowed: readonly string[]): string {
  const n = name.length;
  const allowedEdits = n <= 3 ? -1 : n <= 7 ? 1 : n <= 12 ? 2 : n <= 17 ? 3 : n <= 24 ? 4 : 5;
  let best: { param: string; distance: number } | null = null;
  for (const param of allowed) {
    const distance = editDistance(name, param);
    if (distance <= allowedEdits && (!best || distance < best.distance)) best = { param, distance };
  }
  return best ? `did you mean \`${best.param}\`? ` : '';
}

/** Edit distance counting a swap of two neighbouring letters as one edit. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
