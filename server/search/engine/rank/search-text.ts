import type { DocSet } from '../index/doc-set.ts';
import { collectOccurrences } from './collect-occurrences.ts';
import { followsDirectly, parseQueryTerms } from '../query/phrases-and-negations.ts';
import { keepPhrases, listRequiredTerms } from '../query/phrase-terms.ts';
import { planWordRemoval } from '../query/plan-word-removal.ts';
import { buildQueryMatcher } from '../query/query-matcher.ts';
import { queryNodesOf } from '../query/query-node-cache.ts';
import type { QueryMatcher } from '../query/query-matcher.ts';
import type { TextMatches } from './text-matches.ts';
import { RANK_FEATURES, rankDocument } from './rank-document.ts';
import type { RankPlan } from './rank-document.ts';
import { matchEveryCandidate } from './match-every-candidate.ts';
import { buildTextScoring, type TextScoring } from './text-scoring.ts';
import { compareTextRank, rankingKey, writeRankKeys } from './text-rank.ts';
import type { TextIndexState } from '../text/text-index-state.ts';
import type { TextRank, TextSearchOptions } from '../text/types.ts';

export type { TextMatches } from './text-matches.ts';

// Read once: an imported binding can cost a getter call per use (tsx's
// module transform), and these run once per matching document or comparison.
const rankOne = rankDocument;
const FEATURES = RANK_FEATURES;
const compareRanks = compareTextRank;
const writeKeys = writeRankKeys;

/**
 * Runs one query: parse (≤ 10 words), derive each word and n-gram from the
 * dictionary, read their postings once, then rank each matching document.
 *
 * Cost: O(Σ log V + derivations) to derive; O(postings of all derivations)
 * to collect — proportional to the occurrences of the query words, never a
 * scan of all documents; O(matches × query nodes) to rank, plus O(occurrences²)
 * per document for proximity. A placeholder search costs nothing until its
 * documents are listed.
 */
export function searchText(
  state: TextIndexState,
  query: string,
  options: TextSearchOptions,
): TextMatches {
  // Negated words and phrases are the caller's: its candidates exclude them.
  const { words } = parseQueryTerms(query, state.typo, state);
  const candidates = options.isCandidate === undefined ? options.candidates : undefined;
  const isCandidate =
    options.isCandidate ?? (candidates && ((docId: number) => candidates.has(docId)));
  if (words.length === 0) return matchEveryCandidate(state, isCandidate);
  const nodes = queryNodesOf(state, words);
  const { table, rowOfSlot, frequencies, rowSlots } = collectOccurrences(state, nodes, {
    wordCount: words.length,
    isCandidate,
    candidateSlots: candidates && listCandidateSlots(state, candidates),
    countFrequencies: options.matchingStrategy === 'frequency',
    keepPositions: words.some((_, i) => followsDirectly(words, i)),
    requiredWords: listRequiredTerms(options.matchingStrategy, words),
    fields: options.fields,
  });
  const plan: RankPlan = {
    nodes,
    nodesByFirst: words.map((_, index) =>
      nodes.flatMap((node, nodeIndex) => (node.first === index ? [nodeIndex] : [])),
    ),
    buckets: listWordBuckets(
      words.length,
      keepPhrases(
        options.matchingStrategy,
        words,
        planWordRemoval(options.matchingStrategy, frequencies),
      ),
    ),
    hasNgrams: nodes.length > words.length,
    proximityByAttribute: state.proximityByAttribute,
  };
  const features = new Int32Array(table.docCount * FEATURES);
  const docIds: number[] = [];
  // Rows in slot order list matches in index order.
  for (let i = 0; i < rowSlots.length; i++) {
    const slot = rowSlots[i]!;
    const row = rowOfSlot[slot]! - 1;
    const offset = docIds.length * FEATURES;
    if (rankOne(plan, table, row, state.fieldWordCounts, features, offset)) {
      docIds.push(state.slotDocIds[slot]!);
    }
  }
  let scoring: TextScoring | null = null;
  const buildScoring = () =>
    (scoring ??= buildTextScoring(words, plan, state.fieldWeights, state.typo));
  const matcher = { ...buildQueryMatcher(words, nodes), segment: state.tokenizer.segment };
  return listedMatches(docIds, features, matcher, buildScoring);
}

/** The slots of the candidates, in increasing order. */
function listCandidateSlots(state: TextIndexState, candidates: DocSet): Uint32Array {
  const ids = candidates.ids();
  if (state.slotsAreIds) return ids;
  const slots = new Uint32Array(ids.length);
  let count = 0;
  let isSorted = true;
  for (let i = 0; i < ids.length; i++) {
    const slot = state.slotOfDoc[ids[i]!] ?? -1;
    if (slot < 0) continue;
    if (count > 0 && slot < slots[count - 1]!) isSorted = false;
    slots[count++] = slot;
  }
  const listed = slots.subarray(0, count);
  return isSorted ? listed : listed.sort();
}

function readRank(features: Int32Array, offset: number): TextRank {
  return {
    words: features[offset]!,
    typo: features[offset + 1]!,
    proximity: features[offset + 2]!,
    attributeRank: features[offset + 3]!,
    wordPosition: features[offset + 4]!,
    exactAttribute: features[offset + 5]!,
    inexactWords: features[offset + 6]!,
  };
}

function listedMatches(
  docIds: number[],
  features: Int32Array,
  matcher: QueryMatcher,
  scoring: () => TextScoring,
): TextMatches {
  let ranks: TextRank[] | null = null;
  const listRanks = (): TextRank[] =>
    (ranks ??= docIds.map((_, index) => readRank(features, index * FEATURES)));
  let byId: Map<number, TextRank> | null = null;
  const find = (docId: number): TextRank | undefined =>
    (byId ??= new Map(listRanks().map((rank, index) => [docIds[index]!, rank]))).get(docId);
  const rankOf = (docId: number): TextRank => {
    const rank = find(docId);
    if (rank === undefined) throw new RangeError(`Document ${docId} does not match the query`);
    return rank;
  };
  return {
    isPlaceholder: false,
    size: docIds.length,
    docIds: () => [...docIds],
    ranks: () => [...listRanks()],
    has: (docId) => find(docId) !== undefined,
    rank: find,
    rankingKey: (docId, rule) => rankingKey(rankOf(docId), rule),
    compare: (a, b, rules) => compareRanks(rankOf(a), rankOf(b), rules),
    writeRankKeys: (rule, out, stride, column) =>
      writeKeys(features, docIds.length, rule, out, stride, column),
    matcher,
    scoring,
    restrict: (kept) => {
      const indexOf = new Map(docIds.map((docId, index) => [docId, index]));
      const keptFeatures = new Int32Array(kept.length * FEATURES);
      for (let k = 0; k < kept.length; k++) {
        const from = indexOf.get(kept[k]!)! * FEATURES;
        keptFeatures.set(features.subarray(from, from + FEATURES), k * FEATURES);
      }
      return listedMatches(Array.from(kept), keptFeatures, matcher, scoring);
    },
  };
}

/** The words each bucket of the `words` rule keeps: all of them, then fewer at each removal step. */
function listWordBuckets(wordCount: number, removalSteps: readonly (readonly number[])[]) {
  const kept = Array.from({ length: wordCount }, (_, index) => index);
  const buckets: number[][] = [kept];
  for (const step of removalSteps) {
    buckets.push(buckets[buckets.length - 1]!.filter((word) => !step.includes(word)));
  }
  return buckets;
}
