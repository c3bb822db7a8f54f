import { createFilterError, diagnostics } from './filter-error.ts';
import { negate, recordSpan, type ComparisonOperator, type FilterNode } from './filter-node.ts';
import { parseGeoFilter } from './parse-geo-filter.ts';
import type { TokenStream } from './token-stream.ts';
import type { Token } from './tokenize-filter.ts';

const MULTISPACE = /[ \t\r\n]/;

/**
 * One condition, tried in the order of filter-parser's `parse_primary`:
 * `_geoRadius`, `_geoBoundingBox`, `IN`, `NOT IN`, comparison, `IS [NOT] NULL|EMPTY`, `[NOT] EXISTS`, `TO`.
 * Anything else is "Was expecting an operation ..." about the rest of the
 * filter from `start`.
 */
export function parseCondition(stream: TokenStream, start: number): FilterNode {
  const geo = parseGeoFilter(stream, start);
  if (geo) return geo;
  const attributeToken = stream.peek();
  stream.rejectBrokenQuote(attributeToken);
  if (!stream.isValue(attributeToken)) {
    if (stream.isKeyword(attributeToken)) stream.failExpectedValue(attributeToken);
    stream.fail(diagnostics.invalidPrimary(stream.rest(start)), start);
  }
  stream.advance();
  const attribute = attributeToken.value!;
  const at = <T extends FilterNode>(node: T): T => recordSpan(node, stream.spanOf(attributeToken));
  const invalid = () => stream.fail(diagnostics.invalidPrimary(stream.rest(start)), start);

  const next = stream.peek();
  if (next.kind === 'operator') {
    stream.advance();
    const operator = next.text as ComparisonOperator;
    return at({ type: 'comparison', attribute, operator, value: stream.expectValue() });
  }
  if (stream.isWord(next, 'IN')) {
    stream.advance();
    return at({ type: 'in', attribute, values: parseInList(stream) });
  }
  if (stream.isWord(next, 'NOT')) {
    const keyword = stream.peek(1);
    rejectContains(stream, keyword);
    if (stream.isWord(keyword, 'IN')) {
      stream.advance(2);
      return negate(at({ type: 'in', attribute, values: parseInList(stream) }));
    }
    stream.advance();
    return stream.takeKeywordPrefix('EXISTS')
      ? negate(at({ type: 'exists', attribute }))
      : invalid();
  }
  if (stream.isWord(next, 'IS')) {
    stream.advance();
    const negated = stream.isWord(stream.peek(), 'NOT');
    if (negated) stream.advance();
    let node: FilterNode;
    if (stream.takeKeywordPrefix('NULL')) node = at({ type: 'isNull', attribute });
    else if (stream.takeKeywordPrefix('EMPTY')) node = at({ type: 'isEmpty', attribute });
    else return invalid();
    return negated ? negate(node) : node;
  }
  if (stream.takeKeywordPrefix('EXISTS')) return at({ type: 'exists', attribute });
  rejectContains(stream, next);
  stream.rejectBrokenQuote(next);
  const to = stream.peek(1);
  // `TO` must be followed by whitespace (`tag("TO"), multispace1`).
  if (
    stream.isValue(next) &&
    stream.isWord(to, 'TO') &&
    MULTISPACE.test(stream.source[to.end] ?? '')
  ) {
    stream.advance(2);
    return at({ type: 'range', attribute, from: next.value!, to: stream.expectValue() });
  }
  return invalid();
}

/** After `IN`: `[` [value ("," value)* [","]] `]`, as filter-parser `parse_in_body`. */
function parseInList(stream: TokenStream): string[] {
  if (stream.peek().kind !== '[') stream.fail(diagnostics.inOpeningBracket());
  stream.advance();
  const values: string[] = [];
  if (isListValue(stream, 0)) {
    values.push(stream.expectValue());
    while (stream.peek().kind === ',' && isListValue(stream, 1)) {
      stream.advance();
      values.push(stream.expectValue());
    }
    if (stream.peek().kind === ',') stream.advance();
  }
  const close = stream.peek();
  if (close.kind === ']') {
    stream.advance();
    return values;
  }
  const here = stream.cursor();
  if (close.kind === 'eof') stream.fail(diagnostics.inClosingBracket(), here, here);
  return stream.fail(diagnostics.inExpectedValue(stream.rest(here)), here);
}

function isListValue(stream: TokenStream, offset: number): boolean {
  const token = stream.peek(offset);
  stream.rejectBrokenQuote(token);
  return stream.isValue(token);
}

/** Meilisearch parses these, then refuses them unless an experimental feature is on. */
function rejectContains(stream: TokenStream, token: Token): void {
  if (stream.isWord(token, 'CONTAINS') || stream.isWord(token, 'STARTS')) {
    throw createFilterError(
      diagnostics.containsNotEnabled(),
      stream.spanOf(token),
      'feature_not_enabled',
    );
  }
}
