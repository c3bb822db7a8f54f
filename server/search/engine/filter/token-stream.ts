import { createFilterError, diagnostics } from './filter-error.ts';
import type { SourceSpan } from './filter-node.ts';
import { reservedGeoValue } from './geo-diagnostics.ts';
import { isKeywordText, tokenizeFilter, type Token } from './tokenize-filter.ts';

const SYNTAX_CHAR = /[\s()=<>!]/u;

/** The tokens of one filter string, with Meilisearch's notion of where an error is. */
export class TokenStream {
  readonly source: string;
  readonly #tokens: Token[];
  #index = 0;

  constructor(source: string) {
    this.source = source;
    this.#tokens = tokenizeFilter(source);
  }

  peek(offset = 0): Token {
    return this.#tokens[Math.min(this.#index + offset, this.#tokens.length - 1)]!;
  }

  advance(count = 1): void {
    this.#index += count;
  }

  /** Where Meilisearch's remaining input starts: whitespace after a token is already eaten. */
  cursor(): number {
    return this.#index === 0 ? 0 : tokenStart(this.peek());
  }

  rest(from = this.cursor()): string {
    return this.source.slice(from);
  }

  spanOf(token: Token): SourceSpan {
    return { source: this.source, start: token.start, end: token.end };
  }

  isWord(token: Token, text: string): boolean {
    return token.kind === 'word' && token.text === text;
  }

  isKeyword(token: Token): boolean {
    return token.kind === 'word' && isKeywordText(token.text);
  }

  isValue(token: Token): boolean {
    if (token.kind === 'quoted') return !token.problem;
    return token.kind === 'word' && !isKeywordText(token.text);
  }

  /**
   * Meilisearch matches `EXISTS`, `NULL` and `EMPTY` with `tag`, a prefix
   * match: `a EXISTSOR b = 1` reads as `a EXISTS OR b = 1`. Emulated by
   * splitting the word token.
   */
  takeKeywordPrefix(keyword: string): boolean {
    const token = this.peek();
    if (token.kind !== 'word' || !token.text.startsWith(keyword)) return false;
    if (token.text === keyword) {
      this.advance();
      return true;
    }
    const text = token.text.slice(keyword.length);
    const start = token.start + keyword.length;
    this.#tokens[this.#index] = { kind: 'word', text, value: text, start, end: token.end };
    return true;
  }

  /** A value where one must follow (filter-parser `cut(parse_value)`). */
  expectValue(): string {
    const token = this.peek();
    this.rejectBrokenQuote(token);
    if (token.kind === 'quoted' && token.problem) {
      const diagnostic =
        token.problem === 'invalidNumber'
          ? diagnostics.invalidEscapedNumber(token.text)
          : diagnostics.malformedValue(token.text);
      this.fail(diagnostic, token.start, token.end);
    }
    if (!this.isValue(token)) this.failExpectedValue(token);
    this.advance();
    return token.value!;
  }

  /** "Was expecting a value", quoting the text up to the next syntax character. */
  failExpectedValue(token: Token): never {
    const start = tokenStart(token);
    let end = start;
    while (end < this.source.length && !SYNTAX_CHAR.test(this.source[end]!)) end++;
    const word = this.source.slice(start, end);
    return this.fail(diagnostics.expectedValue(word, this.isKeyword(token)), start, end);
  }

  /**
   * Unclosed quotes, a final backslash and the geo built-ins (geo-diagnostics.ts)
   * fail wherever a value is tried.
   */
  rejectBrokenQuote(token: Token): void {
    const geo = token.kind === 'word' ? reservedGeoValue(token.text) : null;
    if (geo !== null) this.fail(geo, token.start);
    if (token.kind !== 'quoted') return;
    if (token.problem === 'unterminated') {
      const from = tokenStart(token);
      this.fail(diagnostics.missingClosingDelimiter(this.rest(from), token.quote!), from);
    }
    if (token.problem === 'danglingBackslash') {
      this.fail(diagnostics.malformedValue(token.text), token.start);
    }
  }

  /** Moves past every token starting before `offset` (after text read from `source` directly). */
  skipTo(offset: number): void {
    while (this.peek().kind !== 'eof' && this.peek().start < offset) this.advance();
  }

  fail(diagnostic: string, start = this.cursor(), end = this.source.length): never {
    throw createFilterError(diagnostic, { source: this.source, start, end });
  }
}

/** A quoted token's text starts after its quote; errors point at the quote. */
function tokenStart(token: Token): number {
  return token.kind === 'quoted' ? token.start - 1 : token.start;
}
