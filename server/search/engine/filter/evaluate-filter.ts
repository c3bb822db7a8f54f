import { DocSet } from '../index/doc-set.ts';
import type { AttributeIndex } from './attribute-index.ts';
import { normalizeFacetString, parseFiniteFloat } from './facet-value.ts';
import type { GeoPoints } from '../index/geo-points.ts';
import type { ComparisonOperator, ConditionNode, FilterNode } from './filter-node.ts';
import { matchGeo } from './geo-filter.ts';
import type { NumericBound } from './numeric-values.ts';
import type { StringBound } from './string-values.ts';

export type AttributeLookup = (attribute: string) => AttributeIndex | undefined;

/**
 * Evaluates a filter with set operations on the attribute indexes only: no
 * document is read. Semantics follow milli's `Filter::evaluate`:
 * - `NOT x` and `x != v` are the universe minus the matches, so documents
 *   without the attribute match them;
 * - `=` matches the normalised string and, when the value reads as a finite
 *   number, the number too;
 * - `<`, `<=`, `>`, `>=` and `TO` compare numbers numerically and, since
 *   Meilisearch 1.15, strings lexicographically on their normalised form;
 * - a field no document has ever had matches nothing, even with `!=`;
 * - `_geoRadius` and `_geoBoundingBox` read the coordinates in `geo`.
 */
export function evaluateFilter(
  node: FilterNode,
  universe: DocSet,
  lookup: AttributeLookup,
  geo: GeoPoints | null = null,
): DocSet {
  return evaluateNode(node, universe, { lookup, geo }).and(universe);
}

interface Sources {
  lookup: AttributeLookup;
  geo: GeoPoints | null;
}

/**
 * The documents matching `node`, or only those of them within `within` (a
 * superset of what the caller keeps: it ANDs the answer with `within`), so a
 * condition after others in an AND may look at their few documents instead of
 * all its own.
 */
function evaluateNode(
  node: FilterNode,
  universe: DocSet,
  sources: Sources,
  within: DocSet = universe,
): DocSet {
  switch (node.type) {
    case 'and': {
      let result = within;
      for (const child of node.children) {
        if (result.isEmpty()) break;
        result = result.and(evaluateNode(child, universe, sources, result));
      }
      return result;
    }
    case 'or':
      return node.children.reduce(
        (result, child) => result.or(evaluateNode(child, universe, sources, within)),
        DocSet.empty(),
      );
    case 'not':
      return universe.andNot(evaluateNode(node.child, universe, sources));
    case 'geoRadius':
    case 'geoBoundingBox':
      return matchGeo(node, sources.geo, within);
    default: {
      // milli returns no documents for a field it has never seen, even for `!=`.
      const index = sources.lookup(node.attribute);
      if (!index?.seen) return DocSet.empty();
      if (node.type === 'comparison' && node.operator === '!=') {
        return universe.andNot(matchEqual(index, node.value));
      }
      return evaluateCondition(index, node, within);
    }
  }
}

function evaluateCondition(
  index: AttributeIndex,
  node: Exclude<ConditionNode, { attribute: '_geo' }>,
  within: DocSet,
): DocSet {
  switch (node.type) {
    case 'exists':
      return index.exists;
    case 'isNull':
      return index.nulls;
    case 'isEmpty':
      return index.empties;
    case 'in':
      return node.values.reduce(
        (result, value) => result.or(matchEqual(index, value)),
        DocSet.empty(),
      );
    case 'range':
      return matchRange(index, bound(node.from, true), bound(node.to, true), within);
    case 'comparison':
      return matchComparison(index, node.operator, node.value, within);
  }
}

function matchComparison(
  index: AttributeIndex,
  operator: ComparisonOperator,
  value: string,
  within: DocSet,
): DocSet {
  switch (operator) {
    case '=':
    case '!=':
      return matchEqual(index, value);
    case '>':
      return matchRange(index, bound(value, false), null, within);
    case '>=':
      return matchRange(index, bound(value, true), null, within);
    case '<':
      return matchRange(index, null, bound(value, false), within);
    case '<=':
      return matchRange(index, null, bound(value, true), within);
  }
}

function matchEqual(index: AttributeIndex, value: string): DocSet {
  const strings = index.strings.equal(normalizeFacetString(value));
  const number = parseFiniteFloat(value);
  return number === undefined ? strings : strings.or(index.numbers.equal(number));
}

interface Bound {
  text: string;
  inclusive: boolean;
}

function bound(text: string, inclusive: boolean): Bound {
  return { text, inclusive };
}

function matchRange(
  index: AttributeIndex,
  lower: Bound | null,
  upper: Bound | null,
  within: DocSet,
): DocSet {
  const toNumber = (b: Bound): NumericBound | undefined => {
    const value = parseFiniteFloat(b.text);
    return value === undefined ? undefined : { value, inclusive: b.inclusive };
  };
  const toKey = (b: Bound): StringBound => ({
    key: normalizeFacetString(b.text),
    inclusive: b.inclusive,
  });
  const strings = index.strings.range(lower && toKey(lower), upper && toKey(upper));
  const lowerNumber = lower && toNumber(lower);
  const upperNumber = upper && toNumber(upper);
  // milli compares numbers only when every given bound reads as a number.
  if (lowerNumber === undefined || upperNumber === undefined) return strings;
  return strings.or(index.numbers.range(lowerNumber, upperNumber, within));
}
