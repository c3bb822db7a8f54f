export { foldWord } from './fold-word.ts';
export { segmentText, tokenize } from './tokenize.ts';
export type { Segment, SeparatorKind, Token } from './tokenize.ts';
export { createTextIndex } from './text-index.ts';
export type { TextIndex } from './text-index.ts';
export type { TextMatches } from './search-text.ts';
export {
  compareTextRank,
  DEFAULT_TEXT_RULES,
  NEUTRAL_RANK,
  rankingKey,
  rankKeyWidth,
} from './text-rank.ts';
export { findMatchesPosition, formatDocument } from './format-document.ts';
export type { FormatDocumentOptions } from './format-document.ts';
export type { MatchPosition } from './format-text.ts';
export type { QueryMatcher } from './query-matcher.ts';
export type {
  MatchingStrategy,
  TextIndexOptions,
  TextRank,
  TextRankingRule,
  TextSearchOptions,
} from './types.ts';
