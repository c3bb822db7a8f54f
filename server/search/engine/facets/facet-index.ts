import type { DocSet } from '../index/doc-set.ts';
import { AttributeIndex } from '../filter/attribute-index.ts';
import { evaluateFilter } from '../filter/evaluate-filter.ts';
import { formatFacetNumber, normalizeFacetString, readFacetValues } from '../filter/facet-value.ts';
import type { StringValues } from '../filter/string-values.ts';
import type { FilterNode } from '../filter/filter-node.ts';
import type { GeoPoints } from '../index/geo-points.ts';

export type FacetDocument = Readonly<Record<string, unknown>>;
export type FacetValueOrder = 'alpha' | 'count';

export interface FacetIndex {
  readonly attributes: readonly string[];
  /** Indexes a document under its internal id. To replace one, `remove` the old version first. */
  add(docId: number, doc: FacetDocument): void;
  /** Forgets a document; `doc` must be the version that was added. */
  remove(docId: number, doc: FacetDocument): void;
  /** Brings the read structures up to date after writes, so no search pays for it. */
  settle(): void;
  /** The documents of `universe` (the live documents) matching the filter. */
  evaluate(node: FilterNode, universe: DocSet): DocSet;
  facetDistribution(
    attribute: string,
    candidates: DocSet,
    maxValuesPerFacet: number,
    order?: FacetValueOrder,
  ): Record<string, number>;
  facetStats(attribute: string, candidates: DocSet): { min: number; max: number } | undefined;
  /** For each facet value of `doc` under `attribute`, the documents holding it (read-only lists). */
  holdersOfValues(attribute: string, doc: FacetDocument): ArrayLike<number>[];
  /** The string values of a filterable attribute (facet search). */
  stringValues(attribute: string): StringValues | undefined;
}

/**
 * Value-to-documents sets for the filterable attributes: what answers
 * `filter`, `facets` and `facetStats` without scanning documents.
 */
export function createFacetIndex(
  filterableAttributes: readonly string[],
  geo: () => GeoPoints | null = () => null,
): FacetIndex {
  const attributes = [...new Set(filterableAttributes)];
  const indexes = new Map(attributes.map((name) => [name, new AttributeIndex(name)]));
  const lookup = (attribute: string) => indexes.get(attribute);

  return {
    attributes,
    add(docId, doc) {
      for (const index of indexes.values()) index.add(docId, doc);
    },
    remove(docId, doc) {
      for (const index of indexes.values()) index.remove(docId, doc);
    },
    settle() {
      for (const index of indexes.values()) index.settle();
    },
    evaluate(node, universe) {
      return evaluateFilter(node, universe, lookup, geo());
    },
    facetDistribution(attribute, candidates, maxValuesPerFacet, order = 'alpha') {
      const index = indexes.get(attribute);
      return index ? distribute(index, candidates, maxValuesPerFacet, order) : {};
    },
    facetStats(attribute, candidates) {
      return indexes.get(attribute)?.numbers.stats(candidates);
    },
    holdersOfValues(attribute, doc) {
      const index = indexes.get(attribute);
      if (!index) return [];
      const values = readFacetValues(doc, attribute);
      const strings = new Set(values.strings.map(normalizeFacetString));
      return [
        ...[...strings].map((key) => index.strings.holders(key)),
        ...[...new Set(values.numbers)].map((value) => index.numbers.holders(value)),
      ];
    },
    stringValues(attribute) {
      return indexes.get(attribute)?.strings;
    },
  };
}

/**
 * Meilisearch lists numbers first (ascending), then strings in normalised
 * byte order (`sortFacetValuesBy` default `alpha`), keeping at most
 * `maxValuesPerFacet` values overall; with `count` each group is sorted by
 * count, descending (milli `FacetDistribution::facet_values`). Numbers are
 * keyed as Rust prints an f64 (`25`, not `25.0`).
 *
 * A JS object lists integer-like keys ("2019") before the others whatever the
 * insertion order, so JSON output can differ from Meilisearch's order when
 * integer keys mix with other keys; counts are the same.
 */
function distribute(
  index: AttributeIndex,
  candidates: DocSet,
  max: number,
  order: FacetValueOrder,
): Record<string, number> {
  const limit = order === 'alpha' ? max : Infinity;
  const numbers = index.numbers
    .counts(candidates, limit)
    .map(([value, count]) => [formatFacetNumber(value), count] as const);
  const strings = index.strings.counts(candidates);
  // Alphabetical order (the default) is the index order: read values lazily and stop
  // at the cap, instead of counting every distinct price or km of a large index.
  const groups: Iterable<readonly [string, number]>[] =
    order === 'count' ? [byCount(numbers), byCount([...strings])] : [numbers, strings];
  const distribution: Record<string, number> = {};
  let taken = 0;
  for (const group of groups) {
    for (const [key, count] of group) {
      if (taken >= max) return distribution;
      distribution[key] = count;
      taken++;
    }
  }
  return distribution;
}

function byCount<T extends readonly [string, number]>(entries: T[]): T[] {
  return [...entries].sort((a, b) => b[1] - a[1]);
}
