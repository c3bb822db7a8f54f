import { SearchError } from '../search-error.ts';
import type { SourceSpan } from './filter-node.ts';

/**
 * Diagnostics worded as Meilisearch's filter-parser (`crates/filter-parser/src/error.rs`):
 * a first line, then `<column>:<column + length> <whole filter>`, where the
 * column is 1-based in characters and the quoted fragment is escaped like
 * Rust's `escape_debug`.
 */
export const diagnostics = {
  expectedValue(fragment: string, reservedKeyword: boolean): string {
    if (fragment.trim() === '') return 'Was expecting a value but instead got nothing.';
    const text = escapeDebug(fragment);
    return reservedKeyword
      ? `Was expecting a value but instead got \`${text}\`, which is a reserved keyword. To use \`${text}\` as a field name or a value, surround it by quotes.`
      : `Was expecting a value but instead got \`${text}\`.`;
  },
  invalidPrimary(fragment: string): string {
    const tail =
      fragment.trim() === '' ? 'but instead got nothing.' : `at \`${escapeDebug(fragment)}\`.`;
    return `Was expecting an operation \`=\`, \`!=\`, \`>=\`, \`>\`, \`<=\`, \`<\`, \`IN\`, \`NOT IN\`, \`TO\`, \`EXISTS\`, \`NOT EXISTS\`, \`IS NULL\`, \`IS NOT NULL\`, \`IS EMPTY\`, \`IS NOT EMPTY\`, \`CONTAINS\`, \`NOT CONTAINS\`, \`STARTS WITH\`, \`NOT STARTS WITH\`, \`_geoRadius\`, or \`_geoBoundingBox\` ${tail}`;
  },
  missingClosingDelimiter(fragment: string, delimiter: string): string {
    return `Expression \`${escapeDebug(fragment)}\` is missing the following closing delimiter: \`${delimiter}\`.`;
  },
  expectedEof(fragment: string): string {
    return `Found unexpected characters at the end of the filter: \`${escapeDebug(fragment)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`;
  },
  malformedValue(fragment: string): string {
    return `Malformed value: \`${escapeDebug(fragment)}\`.`;
  },
  invalidEscapedNumber(fragment: string): string {
    return `Found an invalid escaped sequence number: \`${escapeDebug(fragment)}\`.`;
  },
  inOpeningBracket(): string {
    return 'Expected `[` after `IN` keyword.';
  },
  inClosingBracket(): string {
    // Meilisearch's wording has no final period here.
    return 'Expected matching `]` after the list of field names given to `IN[`';
  },
  inExpectedValue(fragment: string): string {
    return `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${escapeDebug(fragment)}\`.`;
  },
  depthLimitReached(): string {
    return 'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.';
  },
  containsNotEnabled(): string {
    return 'Using `CONTAINS` or `STARTS WITH` in a filter requires enabling the `contains filter` experimental feature. See https://github.com/orgs/meilisearch/discussions/763';
  },
};

/** The error Meilisearch returns for a filter, with its position line appended. */
export function createFilterError(
  diagnostic: string,
  span: SourceSpan | undefined,
  code = 'invalid_search_filter',
): SearchError {
  return new SearchError(code, span ? `${diagnostic}\n${formatPosition(span)}` : diagnostic);
}

export function formatPosition({ source, start, end }: SourceSpan): string {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const column = countChars(source.slice(lineStart, start)) + 1;
  return `${column}:${column + countChars(source.slice(start, end))} ${source}`;
}

function countChars(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Rust's `str::escape_debug` for the characters that can reach a diagnostic. */
export function escapeDebug(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === '"' || char === "'") out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char === '\0') out += '\\0';
    else if (code < 0x20 || code === 0x7f) out += `\\u{${code.toString(16)}}`;
    else out += char;
  }
  return out;
}
