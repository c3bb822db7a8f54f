import type { QueryNode } from '../query/derive-terms.ts';
import { ensurePool, ensureRow, EXACT_FLAG, UNSET } from './match-table.ts';
import type { MatchTable } from './match-table.ts';
import { bucketPosition } from './position-cost.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

// Read once: imported bindings can cost a getter call per access in the hot loop.
const EXACT = EXACT_FLAG;
const NOT_SET = UNSET;
const bucket = bucketPosition;
const makeRoomForRow = ensureRow;
const makeRoomInPool = ensurePool;

/** What recordHit needs of a node, computed once per query. */
export interface NodeInfo {
  readonly node: QueryNode;
  readonly index: number;
  /** False when only documents already seen may be recorded. */
  readonly opensRows: boolean;
  /** Position-rule costs of the first positions (the common case, read without a call). */
  readonly positionCosts: Int32Array;
  readonly positionCost: (position: number) => number;
  readonly queryBucket: number;
}

export interface Collector {
  readonly state: TextIndexState;
  readonly table: MatchTable;
  readonly rowOfSlot: Int32Array;
  readonly options: {
    readonly isCandidate: ((docId: number) => boolean) | undefined;
    readonly countFrequencies: boolean;
    readonly keepPositions: boolean;
  };
  readonly seen: Uint8Array[];
  readonly frequencies: number[];
  /** Field ids searched (1), when restricted (attributesToSearchOn). */
  readonly fields?: Uint8Array | undefined;
}

/** Keeps, per cell, the fewest typos and what the rules need of the occurrences at that count. */
export function recordHit(
  collector: Collector,
  info: NodeInfo,
  slot: number,
  typos: number,
  packed: number,
  meta: number,
): void {
  const cell = openCell(collector, info, slot, typos);
  if (cell >= 0) recordOccurrence(collector, info, cell, packed, meta);
}

/**
 * The cell of the slot's row for this node, ready to take occurrences found
 * at `typos`; -1 when they must be ignored (no row and this node may not open
 * one, not a candidate, or the cell already has fewer typos). Every
 * occurrence of one posting entry shares the answer, so callers ask once.
 */
export function openCell(
  collector: Collector,
  info: NodeInfo,
  slot: number,
  typos: number,
): number {
  const { table, rowOfSlot, state, options } = collector;
  if (options.countFrequencies) countFrequency(collector, info.node, slot);
  let row = rowOfSlot[slot]! - 1;
  if (row === -2) return -1;
  if (row === -1) {
    if (!info.opensRows) return -1;
    if (options.isCandidate !== undefined && !options.isCandidate(state.slotDocIds[slot]!)) {
      rowOfSlot[slot] = -1;
      return -1;
    }
    makeRoomForRow(table);
    row = table.docCount++;
    rowOfSlot[slot] = row + 1;
    table.docSlots[row] = slot;
  }
  const cell = row * table.nodeCount + info.index;
  const current = table.typos[cell]!;
  const mark = typos + 1;
  if (current !== 0 && mark > current) return -1;
  if (current === 0 || mark < current) {
    table.typos[cell] = mark;
    table.weights[cell] = NOT_SET;
    table.positionCosts[cell] = NOT_SET;
    table.exact[cell] = 0;
    table.exactFields[cell] = 0;
    table.heads[cell] = 0;
  }
  return cell;
}

/** One occurrence (`packed` field and position, `meta` flags) into an open cell. */
export function recordOccurrence(
  collector: Collector,
  info: NodeInfo,
  cell: number,
  packed: number,
  meta: number,
): void {
  const table = collector.table;
  const field = packed >>> 16;
  const position = packed & 0xffff;
  const weight = collector.state.fieldWeights[field]!;
  if (weight < table.weights[cell]!) table.weights[cell] = weight;
  const positionCost =
    position < info.positionCosts.length
      ? info.positionCosts[position]!
      : info.positionCost(position);
  if (positionCost < table.positionCosts[cell]!) table.positionCosts[cell] = positionCost;
  if ((meta & EXACT) !== 0) {
    table.exact[cell] = 1;
    const atQueryPosition = bucket(position) === info.queryBucket;
    if (atQueryPosition && field < 31) table.exactFields[cell]! |= 1 << field;
  }
  if (!collector.options.keepPositions) return;
  makeRoomInPool(table);
  const at = table.poolSize;
  table.pool[at] = packed;
  table.pool[at + 1] = meta;
  table.pool[at + 2] = table.heads[cell]!;
  table.heads[cell] = at + 1;
  table.poolSize += 3;
}

function countFrequency(collector: Collector, node: QueryNode, slot: number): void {
  for (let word = node.first; word <= node.last; word++) {
    const marks = collector.seen[word]!;
    if (marks[slot] === 0) {
      marks[slot] = 1;
      collector.frequencies[word]!++;
    }
  }
}
