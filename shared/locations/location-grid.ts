/**
 * product rule 2.11: grid columns depend on the location count: fewer than 3 -> one
 * column each (a single location is one large card), exactly 3 -> 3,
 * exactly 6 -> 3 (two even rows), any other count above 3 -> 4.
 */
export function locationGridColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1;
  if (count === 2) return 2;
  if (count === 3 || count === 6) return 3;
  return 4;
}
