// Nearly every occurrence in a car listing sits in the first 64 words:
// their costs are precomputed once per query node.
const CACHED_POSITIONS = 64;

/** Meilisearch's `bucketed_position`: exact below 16, then coarser and coarser. */
export function bucketPosition(position: number): number {
  if (position < 16) return position;
  if (position < 24) return 24;
  return 2 ** Math.ceil(Math.log2(position));
}

/**
 * Meilisearch's position rule (second half of `attribute`) for one
 * occurrence: the bucketed distance between the word's position in its field
 * and in the query, through `cost_from_distance`; an n-gram counts once per
 * word. Returns a lookup for one query node: O(1) per occurrence.
 */
export function preparePositionCosts(
  queryPosition: number,
  size: number,
): (position: number) => number {
  const costs = listPositionCosts(queryPosition, size);
  return (position) =>
    position < CACHED_POSITIONS
      ? costs[position]!
      : computePositionCost(queryPosition, size, position);
}

/** The costs of positions 0..63 for one query node. */
export function listPositionCosts(queryPosition: number, size: number): Int32Array {
  const costs = new Int32Array(CACHED_POSITIONS);
  for (let p = 0; p < CACHED_POSITIONS; p++) costs[p] = computePositionCost(queryPosition, size, p);
  return costs;
}

function computePositionCost(queryPosition: number, size: number, position: number): number {
  const distance = Math.abs(bucketPosition(position) - queryPosition);
  let cost = 0;
  for (let word = 0; word < size; word++) cost += costFromDistance(distance + word);
  return cost;
}

/** Meilisearch's `cost_from_distance`. */
function costFromDistance(distance: number): number {
  if (distance <= 1) return distance;
  if (distance <= 4) return 2;
  if (distance <= 7) return 3;
  if (distance <= 11) return 4;
  if (distance <= 16) return 5;
  if (distance <= 24) return 6;
  if (distance <= 64) return 7;
  if (distance <= 256) return 8;
  if (distance <= 1024) return 9;
  return 10;
}
