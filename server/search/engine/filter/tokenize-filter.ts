import { unescapeQuoted, type QuotedProblem } from './unescape-value.ts';

export type TokenKind =
  'word' | 'quoted' | 'operator' | '(' | ')' | '[' | ']' | ',' | 'other' | 'eof';

export interface Token {
  kind: TokenKind;
  /** The token as written (a quoted token without its quotes). */
  text: string;
  start: number;
  end: number;
  /** The value after unescaping, for words and well-formed quoted values. */
  value?: string;
  quote?: '"' | "'";
  problem?: QuotedProblem;
}

// Meilisearch's `word` is `(alphanumeric | _ | - | .)+` with Rust's Unicode
// `is_alphanumeric`; everything else must be quoted (filter-parser value.rs).
const WORD_CHAR = /[\p{Alphabetic}\p{Nd}\p{Nl}\p{No}_.-]/u;
// nom's `multispace` between tokens; other Unicode spaces only before a value.
const MULTISPACE = /[ \t\r\n]/;
const UNICODE_SPACE = /\s/u;
// filter-parser `is_keyword`: these words must be quoted to be used as names or values.
const KEYWORDS = new Set([
  ...['AND', 'OR', 'IN', 'NOT', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY'],
  ...['CONTAINS', 'STARTS', 'WITH', '_geoRadius', '_geoBoundingBox'],
]);
const OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;
const PUNCTUATION = new Set(['(', ')', '[', ']', ',']);

/**
 * Splits a filter into tokens. Problems inside quoted values (no closing
 * quote, bad escapes) are recorded on the token rather than thrown, because
 * Meilisearch reports them only when the parser reaches that value.
 */
export function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (true) {
    while (at < source.length && MULTISPACE.test(source[at]!)) at++;
    if (at >= source.length) break;
    const token = readUnicodeSpace(source, at) ?? readToken(source, at);
    tokens.push(token);
    // A quoted token ends before its closing quote, which is skipped here.
    at = token.kind === 'quoted' ? Math.min(token.end + 1, source.length) : token.end;
  }
  tokens.push({ kind: 'eof', text: '', start: source.length, end: source.length });
  return tokens;
}

function readToken(source: string, at: number): Token {
  const char = source[at]!;
  if (char === '"' || char === "'") return readQuoted(source, at, char);
  if (PUNCTUATION.has(char)) return { kind: char as TokenKind, text: char, start: at, end: at + 1 };
  const operator = OPERATORS.find((op) => source.startsWith(op, at));
  if (operator) return { kind: 'operator', text: operator, start: at, end: at + operator.length };
  let end = at;
  while (end < source.length) {
    const c = String.fromCodePoint(source.codePointAt(end)!);
    if (!WORD_CHAR.test(c)) break;
    end += c.length;
  }
  if (end === at) {
    const other = String.fromCodePoint(source.codePointAt(at)!);
    return { kind: 'other', text: other, start: at, end: at + other.length };
  }
  const text = source.slice(at, end);
  return { kind: 'word', text, start: at, end, value: text };
}

/** Mirrors filter-parser `quoted_by`: a backslash always takes the next character with it. */
function readQuoted(source: string, at: number, quote: '"' | "'"): Token {
  const start = at + 1;
  let escapedQuote = false;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === quote) {
      const text = source.slice(start, i);
      return {
        kind: 'quoted',
        quote,
        start,
        end: i,
        text,
        ...unescapeQuoted(text, quote, escapedQuote),
      };
    }
    if (c === '\\') {
      if (i + 1 >= source.length) {
        const text = source.slice(start);
        return {
          kind: 'quoted',
          quote,
          start,
          end: source.length,
          text,
          problem: 'danglingBackslash',
        };
      }
      i++;
      if (source[i] === quote) escapedQuote = true;
    }
  }
  const text = source.slice(start);
  return { kind: 'quoted', quote, start, end: source.length, text, problem: 'unterminated' };
}

export function isKeywordText(text: string): boolean {
  return KEYWORDS.has(text);
}

/**
 * Meilisearch skips any Unicode whitespace before a value (`parse_value`
 * trims with `char::is_whitespace`) but only ASCII spaces elsewhere. So a run
 * of other spaces is skipped when a value follows, and otherwise becomes an
 * `other` token that the parser rejects where Meilisearch would.
 */
function readUnicodeSpace(source: string, at: number): Token | undefined {
  if (!UNICODE_SPACE.test(source[at]!)) return undefined;
  let end = at;
  while (end < source.length && UNICODE_SPACE.test(source[end]!)) end++;
  const next = end < source.length ? readToken(source, end) : undefined;
  const valueFollows =
    next?.kind === 'quoted' || (next?.kind === 'word' && !KEYWORDS.has(next.text));
  if (valueFollows) return next;
  return { kind: 'other', text: source[at]!, start: at, end: at + 1 };
}
