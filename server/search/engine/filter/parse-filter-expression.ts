import { diagnostics } from './filter-error.ts';
import { negate, type FilterNode } from './filter-node.ts';
import { parseCondition } from './parse-condition.ts';
import { TokenStream } from './token-stream.ts';

/**
 * Recursive descent over Meilisearch's filter grammar (filter-parser lib.rs):
 *
 *   expression = or
 *   or         = and ("OR" and)*
 *   and        = not ("AND" not)*
 *   not        = "NOT" not | primary
 *   primary    = "(" expression ")" | condition
 *   condition  = value ("=" | "!=" | ">" | ">=" | "<" | "<=") value
 *              | value ["NOT"] "IN" "[" [value ("," value)* [","]] "]"
 *              | value ["NOT"] "EXISTS" | value "IS" ["NOT"] ("NULL" | "EMPTY")
 *              | value value "TO" value
 *   value      = word | 'single quoted' | "double quoted"
 *   word       = (letter | digit | "_" | "-" | ".")+, not a keyword
 *
 * Keywords are upper case only and reserved: Meilisearch compares them byte
 * for byte (`word_exact`, `tag`), so `and` is an ordinary word.
 */
const MAX_DEPTH = 200; // filter-parser MAX_FILTER_DEPTH, counted at the same four levels

/** One filter string; null when it is blank (Meilisearch ignores those). */
export function parseFilterExpression(source: string): FilterNode | null {
  if (source.trim() === '') return null;
  const stream = new TokenStream(source);
  const node = parseOr(stream, 0);
  if (stream.peek().kind !== 'eof') stream.fail(diagnostics.expectedEof(stream.rest()));
  return node;
}

function parseOr(stream: TokenStream, depth: number): FilterNode {
  return parseChain(stream, depth, 'OR', parseAnd);
}

function parseAnd(stream: TokenStream, depth: number): FilterNode {
  return parseChain(stream, depth, 'AND', parseNot);
}

function parseChain(
  stream: TokenStream,
  depth: number,
  keyword: 'AND' | 'OR',
  parseOperand: (stream: TokenStream, depth: number) => FilterNode,
): FilterNode {
  checkDepth(stream, depth);
  const children = [parseOperand(stream, depth + 1)];
  while (stream.isWord(stream.peek(), keyword)) {
    stream.advance();
    children.push(parseOperand(stream, depth + 1));
  }
  if (children.length === 1) return children[0]!;
  return { type: keyword === 'AND' ? 'and' : 'or', children };
}

function parseNot(stream: TokenStream, depth: number): FilterNode {
  checkDepth(stream, depth);
  if (!stream.isWord(stream.peek(), 'NOT')) return parsePrimary(stream, depth + 1);
  stream.advance();
  return negate(parseNot(stream, depth + 1));
}

function parsePrimary(stream: TokenStream, depth: number): FilterNode {
  checkDepth(stream, depth);
  const start = stream.cursor();
  if (stream.peek().kind !== '(') return parseCondition(stream, start);
  stream.advance();
  const node = parseOr(stream, depth + 1);
  if (stream.peek().kind !== ')') {
    stream.fail(diagnostics.missingClosingDelimiter(stream.rest(start), ')'), start);
  }
  stream.advance();
  return node;
}

function checkDepth(stream: TokenStream, depth: number): void {
  if (depth > MAX_DEPTH) stream.fail(diagnostics.depthLimitReached());
}
