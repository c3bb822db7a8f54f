import type { QueryNode } from './derive-terms.ts';
import { createMatchTable, EXACT_FLAG, PHRASE_FLAG } from './match-table.ts';
import type { MatchTable } from './match-table.ts';
import { bucketPosition, preparePositionCosts } from './position-cost.ts';
import { recordHit } from './record-hit.ts';
import type { Collector, NodeInfo } from './record-hit.ts';

// Read once: an imported binding can cost a getter call per use in the hot loop.
const record = recordHit;
import { forEachPhraseOccurrence } from './phrase-postings.ts';
import type { TextIndexState } from './text-index.ts';

export interface CollectedOccurrences {
  readonly table: MatchTable;
  /** Slot → row in `table` + 1; 0 when not seen, -1 when not a candidate. */
  readonly rowOfSlot: Int32Array;
  /** Per query word: live documents matching it, candidates or not (the frequency strategy). */
  readonly frequencies: number[];
}

export interface CollectOptions {
  readonly wordCount: number;
  readonly isCandidate: ((docId: number) => boolean) | undefined;
  readonly countFrequencies: boolean;
  /** Whether proximity will need positions (two adjacent query words). */
  readonly keepPositions: boolean;
  /**
   * Query words every match must cover (the words rule's last bucket), or
   * null when unknown yet (the frequency strategy).
   */
  readonly requiredWords: readonly number[] | null;
}

/**
 * Reads the postings of every derivation of every node once: O(total
 * postings read) with O(1) work per occurrence into flat arrays. A document
 * is checked against `isCandidate` once, before it gets a row.
 */
export function collectOccurrences(
  state: TextIndexState,
  nodes: readonly QueryNode[],
  options: CollectOptions,
): CollectedOccurrences {
  const slotCount = state.slotDocIds.length;
  const gate = chooseGateWord(state, nodes, options.requiredWords);
  const opensRows = (node: QueryNode) => gate === null || (node.first <= gate && gate <= node.last);
  const collector: Collector = {
    state,
    table: createMatchTable(nodes.length, estimateDocuments(state, nodes.filter(opensRows))),
    rowOfSlot: new Int32Array(slotCount),
    options,
    seen: options.countFrequencies
      ? Array.from({ length: options.wordCount }, () => new Uint8Array(slotCount))
      : [],
    frequencies: new Array<number>(options.wordCount).fill(0),
  };
  // Non-candidates can be skipped early unless their frequency still counts.
  const skipRejected = !options.countFrequencies;
  // Nodes covering the gate word go first and alone create rows: a document
  // without that word cannot match, so the other nodes only fill existing rows.
  const order = nodes.map((node, index) => ({ node, index }));
  order.sort((a, b) => Number(opensRows(b.node)) - Number(opensRows(a.node)));
  for (const { node, index: nodeIndex } of order) {
    const info: NodeInfo = {
      node,
      index: nodeIndex,
      opensRows: opensRows(node),
      positionCost: preparePositionCosts(node.firstPosition, node.size),
      queryBucket: bucketPosition(node.firstPosition),
    };
    for (const derivation of node.words) {
      const postings = state.dictionary.postings.get(derivation.term);
      if (postings === undefined) continue;
      const meta = derivation.exact ? EXACT_FLAG : 0;
      for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) {
        const slot = postings[i]!;
        if (state.slotDocIds[slot]! < 0) continue;
        if (skipRejected && collector.rowOfSlot[slot] === -1) continue;
        for (let j = 0; j < postings[i + 1]!; j++) {
          const packed = postings[i + 2 + j]!;
          if (!derivation.original && state.fieldExact[packed >>> 16]) continue;
          record(collector, info, slot, derivation.typos, packed, meta);
        }
      }
    }
    for (const phrase of node.phrases) {
      const meta = (phrase.words.length - 1) * 4 + PHRASE_FLAG;
      forEachPhraseOccurrence(state, phrase.words, (slot, packed) =>
        record(collector, info, slot, phrase.typos, packed, meta),
      );
    }
  }
  const { table, rowOfSlot, frequencies } = collector;
  return { table, rowOfSlot, frequencies };
}

/**
 * An upper bound on matching documents, so the table is sized once: a posting
 * entry takes at least 3 numbers (slot, count, position).
 */
function estimateDocuments(state: TextIndexState, nodes: readonly QueryNode[]): number {
  let total = 0;
  for (const node of nodes) {
    for (const derivation of node.words) {
      total += Math.ceil((state.dictionary.postings.get(derivation.term)?.length ?? 0) / 3);
    }
    for (const phrase of node.phrases) {
      total += Math.ceil((state.dictionary.postings.get(phrase.words[0]!)?.length ?? 0) / 3);
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
