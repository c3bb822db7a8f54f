import type { QueryNode, WordDerivation } from '../query/derive-terms.ts';
import { EXACT_FLAG, PHRASE_FLAG, reuseMatchTable } from './match-table.ts';
import type { MatchTable } from './match-table.ts';
import { bucketPosition, listPositionCosts, preparePositionCosts } from './position-cost.ts';
import { openCell, recordHit, recordOccurrence } from './record-hit.ts';
import type { Collector, NodeInfo } from './record-hit.ts';

// Read once: an imported binding can cost a getter call per use in the hot loop.
const record = recordHit;
const open = openCell;
const recordOne = recordOccurrence;
const NOT_OPENED = -2;
const gallop = gallopTo;
import { forEachPhraseOccurrence } from '../text/phrase-postings.ts';
import { gallopTo } from '../text/posting-directory.ts';
import type { TermPostings } from '../text/term-dictionary.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

export interface CollectedOccurrences {
  readonly table: MatchTable;
  /**
   * Slot → row in `table` + 1; 0 when not seen, -1 when not a candidate.
   * Both are the index's scratch arrays: valid until the next search.
   */
  readonly rowOfSlot: Int32Array;
  /** Per query word: live documents matching it, candidates or not (the frequency strategy). */
  readonly frequencies: number[];
  /** The slots that have a row, in increasing order. */
  readonly rowSlots: Uint32Array;
}

/** Per-query arrays kept between searches of one index (searches run one at a time). */
interface SearchScratch {
  table: MatchTable | null;
  rowOfSlot: Int32Array;
}

const scratchOfIndex = new WeakMap<TextIndexState, SearchScratch>();

function scratchOf(state: TextIndexState): SearchScratch {
  let scratch = scratchOfIndex.get(state);
  if (scratch === undefined) {
    scratch = { table: null, rowOfSlot: new Int32Array(0) };
    scratchOfIndex.set(state, scratch);
  }
  return scratch;
}

export interface CollectOptions {
  readonly wordCount: number;
  readonly isCandidate: ((docId: number) => boolean) | undefined;
  /** The candidates' slots in increasing order, when known: lets long lists be skipped through. */
  readonly candidateSlots: Uint32Array | undefined;
  readonly countFrequencies: boolean;
  /** Whether proximity will need positions (two adjacent query words). */
  readonly keepPositions: boolean;
  /**
   * Query words every match must cover (the words rule's last bucket), or
   * null when unknown yet (the frequency strategy).
   */
  readonly requiredWords: readonly number[] | null;
  /** Field ids searched (1) when the search is restricted to some attributes. */
  readonly fields?: Uint8Array | undefined;
}

// Rows double beyond this: sizing for every posting of a common word would
// allocate megabytes per query for a few thousand matches.
const INITIAL_ROWS = 4096;

// A list is skipped through (galloping over its directory) rather than read
// whole when it holds this many times more numbers than there are slots wanted.
const SKIP_RATIO = 6;

/**
 * Reads the postings of every derivation of every node once: O(total
 * postings read) with O(1) work per occurrence into flat arrays. A document
 * is checked against `isCandidate` once, before it gets a row. Long lists are
 * only visited at the slots that can still matter — the candidates' for nodes
 * that open rows, the rows' for the others — unless frequencies are counted.
 */
export function collectOccurrences(
  state: TextIndexState,
  nodes: readonly QueryNode[],
  options: CollectOptions,
): CollectedOccurrences {
  const slotCount = state.slotDocIds.length;
  const gate = chooseGateWord(state, nodes, options.requiredWords);
  const opensRows = (node: QueryNode) => gate === null || (node.first <= gate && gate <= node.last);
  const scratch = scratchOf(state);
  scratch.table = reuseMatchTable(
    scratch.table,
    nodes.length,
    Math.min(
      estimateDocuments(state, nodes.filter(opensRows)),
      options.candidateSlots?.length ?? Infinity,
      INITIAL_ROWS,
    ),
  );
  if (scratch.rowOfSlot.length < slotCount)
    scratch.rowOfSlot = new Int32Array(Math.ceil(slotCount * 1.25));
  else scratch.rowOfSlot.fill(0);
  const collector: Collector = {
    state,
    table: scratch.table,
    rowOfSlot: scratch.rowOfSlot,
    options,
    seen: options.countFrequencies
      ? Array.from({ length: options.wordCount }, () => new Uint8Array(slotCount))
      : [],
    frequencies: new Array<number>(options.wordCount).fill(0),
    fields: options.fields,
  };
  // Non-candidates can be skipped early unless their frequency still counts.
  const skipRejected = !options.countFrequencies;
  // Nodes covering the gate word go first and alone create rows: a document
  // without that word cannot match, so the other nodes only fill existing rows.
  const order = nodes.map((node, index) => ({ node, index }));
  let rowSlots: Uint32Array | undefined;
  order.sort((a, b) => Number(opensRows(b.node)) - Number(opensRows(a.node)));
  for (const { node, index: nodeIndex } of order) {
    const info: NodeInfo = {
      node,
      index: nodeIndex,
      opensRows: opensRows(node),
      positionCosts: listPositionCosts(node.firstPosition, node.size),
      positionCost: preparePositionCosts(node.firstPosition, node.size),
      queryBucket: bucketPosition(node.firstPosition),
    };
    const wanted = skipRejected
      ? info.opensRows
        ? options.candidateSlots
        : (rowSlots ??= listRowSlots(collector.table))
      : undefined;
    for (const derivation of node.words) {
      const postings = state.dictionary.list(derivation.term);
      if (postings === undefined) continue;
      const meta = derivation.exact ? EXACT_FLAG : 0;
      const directory =
        wanted !== undefined && wanted.length * SKIP_RATIO < postings.length
          ? state.dictionary.directory(derivation.term)
          : undefined;
      if (directory !== undefined) {
        const slots = directory.slots;
        let at = 0;
        for (let w = 0; w < wanted!.length && at < slots.length; w++) {
          at = gallop(slots, at, wanted![w]!);
          if (slots[at] === wanted![w] && state.slotDocIds[slots[at]!]! >= 0) {
            readEntry(collector, info, derivation, postings, directory.offsets[at]!, meta);
          }
        }
        continue;
      }
      const rowOfSlot = collector.rowOfSlot;
      // Below 0: rejected; 0: no row yet, which only a node opening rows may add.
      const lowestKept = !skipRejected ? -Infinity : info.opensRows ? 0 : 1;
      for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) {
        const slot = postings[i]!;
        if (state.slotDocIds[slot]! < 0 || rowOfSlot[slot]! < lowestKept) continue;
        readEntry(collector, info, derivation, postings, i, meta);
      }
    }
    const fields = options.fields;
    for (const phrase of node.phrases) {
      const meta = (phrase.words.length - 1) * 4 + PHRASE_FLAG + (node.quoted ? EXACT_FLAG : 0);
      forEachPhraseOccurrence(state, phrase.words, (slot, packed) => {
        if (fields === undefined || fields[packed >>> 16] === 1) {
          record(collector, info, slot, phrase.typos, packed, meta);
        }
      });
    }
  }
  const { table, rowOfSlot, frequencies } = collector;
  // Only nodes that open rows (read first) add rows: a list made for the others is final.
  return { table, rowOfSlot, frequencies, rowSlots: rowSlots ?? listRowSlots(table) };
}

/** One posting entry (slot, count, positions at `at`) into the table. */
function readEntry(
  collector: Collector,
  info: NodeInfo,
  derivation: WordDerivation,
  postings: TermPostings,
  at: number,
  meta: number,
): void {
  const slot = postings[at]!;
  const count = postings[at + 1]!;
  const fieldExact = collector.state.fieldExact;
  const fields = collector.fields;
  let cell = NOT_OPENED;
  for (let j = 0; j < count; j++) {
    const packed = postings[at + 2 + j]!;
    if (!derivation.original && fieldExact[packed >>> 16]) continue;
    if (fields !== undefined && fields[packed >>> 16] !== 1) continue;
    if (cell === NOT_OPENED) cell = open(collector, info, slot, derivation.typos);
    if (cell < 0) return;
    recordOne(collector, info, cell, packed, meta);
  }
}

/** The slots that have a row, in increasing order. */
function listRowSlots(table: MatchTable): Uint32Array {
  return Uint32Array.from(table.docSlots.subarray(0, table.docCount)).sort();
}

/**
 * An upper bound on matching documents, to size the table: a posting
 * entry takes at least 3 numbers (slot, count, position).
 */
function estimateDocuments(state: TextIndexState, nodes: readonly QueryNode[]): number {
  let total = 0;
  for (const node of nodes) {
    for (const derivation of node.words) {
      total += Math.ceil(state.dictionary.listLength(derivation.term) / 3);
    }
    for (const phrase of node.phrases) {
      total += Math.ceil(state.dictionary.listLength(phrase.words[0]!) / 3);
    }
  }
  return Math.min(total, state.slotDocIds.length);
}

/** The required word with the fewest postings, so the fewest rows are created. */
function chooseGateWord(
  state: TextIndexState,
  nodes: readonly QueryNode[],
  requiredWords: readonly number[] | null,
): number | null {
  let gate: number | null = null;
  let gateSize = Infinity;
  for (const word of requiredWords ?? []) {
    const size = estimateDocuments(
      state,
      nodes.filter((node) => node.first <= word && word <= node.last),
    );
    if (size < gateSize) {
      gate = word;
      gateSize = size;
    }
  }
  return gate;
}
