import v8 from 'node:v8';

/**
 * The V8 flag that paces the old generation once start-up is done: after a full collection,
 * the heap may grow to (1 + percent / 100) times what it kept before the next one. V8's own
 * pacing lets a process that allocates fast grow to several times that, and a server under
 * load does: after a minute of crawler traffic the demo held 260 MB of heap with 120 MB in
 * use. 30 is the factor V8 itself uses when it runs short of memory. It paces collections and
 * limits nothing: the heap still grows to whatever the live data needs
 * (docs/decisions/0040-heap-growth-paced.md). Undefined when V8 keeps its own pacing: percent
 * 0, or a `--heap-growing-percent` the operator gave Node (theirs wins).
 */
export function heapGrowthFlag(
  percent: number,
  nodeFlags: readonly string[] = [...process.execArgv, process.env.NODE_OPTIONS ?? ''],
): string | undefined {
  if (percent === 0) return undefined;
  if (nodeFlags.some((flag) => /heap[-_]growing[-_]percent/.test(flag))) return undefined;
  return `--heap-growing-percent=${percent}`;
}

/**
 * Set after start-up: filling the search index builds a fleet's whole live heap from nothing,
 * and pacing that tightly would run a full collection every few hundred megabytes of it.
 */
export function paceHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) v8.setFlagsFromString(flag);
}
