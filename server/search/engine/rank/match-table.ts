/**
 * Per-query match state in flat typed arrays (one cell per document × query
 * node), so collecting 100k documents allocates a handful of arrays instead of
 * objects per document. A cell keeps what the ranking rules need of the
 * node's occurrences at its fewest typos — Meilisearch's typo rule narrows a
 * term to those derivations before proximity, attribute and exactness look at
 * positions.
 */
export interface MatchTable {
  nodeCount: number;
  docCount: number;
  /** Rows that fit before the arrays grow. */
  rowCapacity: number;
  docSlots: Int32Array;
  /** Fewest typos + 1 per cell; 0 when the node is not matched (zeroed memory needs no fill). */
  typos: Uint8Array;
  /** Smallest searchable-attribute weight of the cell's occurrences. */
  weights: Int32Array;
  /** Smallest position-rule cost of the cell's occurrences. */
  positionCosts: Int32Array;
  /** 1 when an occurrence is the query word itself. */
  exact: Uint8Array;
  /** Bit f set when the query word itself sits at its query position in field f (f < 31). */
  exactFields: Int32Array;
  /** Pool index + 1 of the cell's occurrence list, 0 for none (kept only when proximity needs it). */
  heads: Int32Array;
  /** Occurrence lists: triples [packed field*65536+position, meta span*4+flags, next index + 1]. */
  pool: Int32Array;
  poolSize: number;
}

export const EXACT_FLAG = 1;
export const PHRASE_FLAG = 2;
export const UNSET = 0x7fffffff;
// A table grown past this (a long query matching most documents) is not kept.
const MAX_REUSED_CELLS = 1 << 20;

/** `capacity`: expected documents; rows grow by doubling beyond it. */
export function createMatchTable(nodeCount: number, capacity: number): MatchTable {
  const rows = Math.max(capacity, 16);
  const cells = rows * nodeCount;
  return {
    nodeCount,
    docCount: 0,
    rowCapacity: rows,
    docSlots: new Int32Array(rows),
    typos: new Uint8Array(cells),
    weights: new Int32Array(cells),
    positionCosts: new Int32Array(cells),
    exact: new Uint8Array(cells),
    exactFields: new Int32Array(cells),
    heads: new Int32Array(cells),
    pool: new Int32Array(1024),
    poolSize: 0,
  };
}

/**
 * The previous query's table emptied for the next one, so a search does not
 * allocate (and the collector later free) megabytes of rows. Only the cells
 * it used are cleared: `typos` and `heads` must read 0 in unused cells, the
 * other arrays are written when a cell is first matched.
 */
export function reuseMatchTable(
  table: MatchTable | null,
  nodeCount: number,
  capacity: number,
): MatchTable {
  const cells = Math.max(capacity, 16) * nodeCount;
  if (table === null || table.typos.length < cells || table.typos.length > MAX_REUSED_CELLS) {
    return createMatchTable(nodeCount, capacity);
  }
  const used = table.docCount * table.nodeCount;
  table.typos.fill(0, 0, used);
  table.heads.fill(0, 0, used);
  table.nodeCount = nodeCount;
  table.docCount = 0;
  table.rowCapacity = Math.min(table.docSlots.length, Math.floor(table.typos.length / nodeCount));
  table.poolSize = 0;
  return table;
}

/** Makes room for one more row if needed. */
export function ensureRow(table: MatchTable): void {
  if (table.docCount === table.rowCapacity) growRows(table);
}

/** Makes room for one more occurrence triple in the pool if needed. */
export function ensurePool(table: MatchTable): void {
  if (table.poolSize + 3 > table.pool.length) table.pool = grow(table.pool, table.pool.length * 2);
}

function growRows(table: MatchTable): void {
  const rows = table.rowCapacity * 2;
  const cells = rows * table.nodeCount;
  table.rowCapacity = rows;
  if (table.docSlots.length < rows) table.docSlots = grow(table.docSlots, rows);
  if (table.typos.length >= cells) return;
  table.typos = grow(table.typos, cells);
  table.weights = grow(table.weights, cells);
  table.positionCosts = grow(table.positionCosts, cells);
  table.exact = grow(table.exact, cells);
  table.exactFields = grow(table.exactFields, cells);
  table.heads = grow(table.heads, cells);
}

function grow<T extends Int32Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
