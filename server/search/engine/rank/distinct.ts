import { DocSet } from '../index/doc-set.ts';
import type { IndexStore } from '../index/index-store.ts';
import { availableFilterablePatterns, isFilterableBy } from '../filter/filterable-rules.ts';
import { SearchError } from '../search-error.ts';
import { rankRange } from './top-k.ts';
import { buildRankOrder, type SortCriterion } from './rank-keys.ts';
import type { TextMatches } from './text-matches.ts';

/**
 * Meilisearch's distinct rule (milli `distinct_single_docid`): keeping a
 * document excludes every other document sharing any of its values of the
 * distinct attribute; documents without a value are all kept.
 */
export class DistinctFilter {
  readonly #store: IndexStore;
  readonly #attribute: string;
  /** Documents excluded by the ones kept so far (never a kept one). */
  readonly excluded: DocSet;

  constructor(store: IndexStore, attribute: string) {
    this.#store = store;
    this.#attribute = attribute;
    this.excluded = DocSet.withCapacity(store.docs.length);
  }

  /** Keeps `docId` unless an earlier kept document excluded it; true when kept. */
  keep(docId: number): boolean {
    if (this.excluded.has(docId)) return false;
    const doc = this.#store.docs[docId];
    if (!doc) return true;
    for (const holders of this.#store.facets.holdersOfValues(this.#attribute, doc)) {
      for (let i = 0; i < holders.length; i++) {
        const id = holders[i]!;
        if (id !== docId) this.excluded.add(id);
      }
    }
    return true;
  }
}

/**
 * The distinct attribute of a search: the `distinct` parameter, else the
 * index's `distinctAttribute`. The parameter must be filterable, worded as
 * milli's `InvalidDistinctAttribute` (v1.14+, with the index prefix).
 */
export function resolveDistinct(store: IndexStore, param: string | null): string | null {
  if (param === null) return store.settings.distinctAttribute;
  const filterable = store.settings.filterableAttributes;
  if (!isFilterableBy(param, filterable)) {
    const available = availableFilterablePatterns(filterable);
    throw new SearchError(
      'invalid_search_distinct',
      `Index \`${store.uid}\`: Attribute \`${param}\` is not filterable and thus, cannot be used as distinct attribute. ${available}`,
    );
  }
  return param;
}

export interface DistinctPage {
  /** Positions in `ids` of the distinct hits `offset..end-1`, in rank order. */
  positions: number[];
  /** The documents the walk excluded: what the estimated total leaves out. */
  excluded: DocSet;
}

/**
 * Walks `ids` in rank order (`compare`, or `ids` order when null) keeping the
 * first `end` distinct documents, and returns those from `offset` on. The
 * ranking is extended in doubling slices, so a first page ranks about what a
 * search without distinct does.
 */
export function rankDistinctPage(
  filter: DistinctFilter,
  ids: ArrayLike<number>,
  compare: ((a: number, b: number) => number) | null,
  offset: number,
  end: number,
): DistinctPage {
  const kept: number[] = [];
  const n = ids.length;
  let ranked = 0;
  let slice = Math.max(64, end * 2);
  while (kept.length < end && ranked < n) {
    const upTo = Math.min(n, ranked + slice);
    const positions =
      compare === null
        ? Array.from({ length: upTo - ranked }, (_, i) => ranked + i)
        : rankRange(n, ranked, upTo, compare);
    for (const position of positions) {
      if (kept.length >= end) break;
      if (filter.keep(ids[position]!)) kept.push(position);
    }
    ranked = upTo;
    slice *= 2;
  }
  return { positions: kept.slice(offset), excluded: filter.excluded };
}

/**
 * Exhaustive distinct (page mode; milli applies the rule to every candidate
 * in internal id order): the candidates that stay.
 */
export function distinctCandidates(filter: DistinctFilter, candidates: DocSet): DocSet {
  const kept = DocSet.empty();
  for (const id of candidates) if (filter.keep(id)) kept.add(id);
  return kept;
}

export interface DistinctSearch {
  ids: ArrayLike<number>;
  candidates: DocSet;
  ranked: TextMatches | null;
  sort: SortCriterion[];
  /** Page mode: the total is exhaustive. */
  exhaustive: boolean;
  maxTotalHits: number;
  /** The hits wanted, from the bounds of the page given the total. */
  bounds: (total: number) => { offset: number; end: number };
}

export interface DistinctResult {
  positions: number[];
  total: number;
  /** The candidates after distinct, as Meilisearch counts facets over them. */
  candidates: DocSet;
}

/**
 * One search with a distinct attribute, as milli runs it: hits are the best
 * ranked document of each value. In page mode the total (and the facets) come
 * from the rule applied to every candidate; with offset/limit they are an
 * estimate, the candidates less the documents excluded while the hits up to
 * `offset + limit` were picked (milli's bucket sort without ranking rules does
 * exactly this; with ranking rules it excludes whole buckets, so a little more).
 */
export function searchDistinct(
  store: IndexStore,
  attribute: string,
  search: DistinctSearch,
): DistinctResult {
  const { ids, candidates, ranked, sort } = search;
  let all: DocSet | null = null;
  let total = Infinity;
  if (search.exhaustive) {
    all = distinctCandidates(new DistinctFilter(store, attribute), candidates);
    total = Math.min(all.count(), search.maxTotalHits);
  }
  const { offset, end } = search.bounds(total);
  let positions: number[] = [];
  let excluded = DocSet.empty();
  if (end > (search.exhaustive ? offset : 0)) {
    const { compare, width } = buildRankOrder(store, ids, ranked, sort);
    const order = width === 0 && ranked === null ? null : compare;
    const page = rankDistinctPage(new DistinctFilter(store, attribute), ids, order, offset, end);
    positions = page.positions;
    excluded = page.excluded;
  }
  if (all === null) {
    all = candidates.andNot(excluded);
    total = Math.min(all.count(), search.maxTotalHits);
  }
  return { positions, total, candidates: all };
}
