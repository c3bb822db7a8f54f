import type { QueryNode } from './derive-terms.ts';
import { ensurePool, ensureRow, EXACT_FLAG, UNSET } from './match-table.ts';
import type { MatchTable } from './match-table.ts';
import { bucketPosition } from './position-cost.ts';
import type { TextIndexState } from './text-index.ts';

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
  const { table, rowOfSlot, state, options } = collector;
  if (options.countFrequencies) countFrequency(collector, info.node, slot);
  let row = rowOfSlot[slot]! - 1;
  if (row === -2) return;
  if (row === -1) {
    if (!info.opensRows) return;
    if (options.isCandidate !== undefined && !options.isCandidate(state.slotDocIds[slot]!)) {
      rowOfSlot[slot] = -1;
      return;
    }
    makeRoomForRow(table);
    row = table.docCount++;
    rowOfSlot[slot] = row + 1;
    table.docSlots[row] = slot;
  }
  const cell = row * table.nodeCount + info.index;
  const current = table.typos[cell]!;
  const mark = typos + 1;
  if (current !== 0 && mark > current) return;
  if (current === 0 || mark < current) {
    table.typos[cell] = mark;
    table.weights[cell] = NOT_SET;
    table.positionCosts[cell] = NOT_SET;
    table.exact[cell] = 0;
    table.exactFields[cell] = 0;
    table.heads[cell] = 0;
  }
  const field = packed >>> 16;
  const position = packed & 0xffff;
  const weight = state.fieldWeights[field]!;
  if (weight < table.weights[cell]!) table.weights[cell] = weight;
  const positionCost = info.positionCost(position);
  if (positionCost < table.positionCosts[cell]!) table.positionCosts[cell] = positionCost;
  if ((meta & EXACT) !== 0) {
    table.exact[cell] = 1;
    const atQueryPosition = bucket(position) === info.queryBucket;
    if (atQueryPosition && field < 31) table.exactFields[cell]! |= 1 << field;
  }
  if (!options.keepPositions) return;
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
