import type { DocSet } from '../index/doc-set.ts';
import type { TokenizerSettings } from './tokenizer.ts';

export type MatchingStrategy = 'last' | 'all' | 'frequency';

export interface TextIndexOptions {
  /** Order is the attribute ranking; `['*']` means every field in order of first appearance. */
  searchableAttributes: string[];
  typoTolerance: {
    enabled: boolean;
    minWordSizeForTypos: { oneTypo: number; twoTypos: number };
    /** Attributes matched only by the exact query word: no typo, no prefix (stock numbers, VINs). */
    disableOnAttributes: string[];
    /** Query words never matched with a typo. */
    disableOnWords: string[];
    disableOnNumbers?: boolean;
  };
  /** Meilisearch's shape: each key searches for itself and its values (one way). */
  synonyms: Record<string, string[]>;
  /** Custom separators, non-separators and dictionary words (default: none). */
  tokenizer?: TokenizerSettings;
  /** `prefixSearch: disabled` makes this false: the last query word is then never a prefix. */
  prefixSearch?: boolean;
  /** `proximityPrecision: byAttribute`: proximity only tells same attribute from different ones. */
  proximityByAttribute?: boolean;
}

export interface TextSearchOptions {
  matchingStrategy: MatchingStrategy;
  /** Documents outside it are skipped while postings are read (e.g. the filter's result). */
  isCandidate?: (docId: number) => boolean;
  /** The same restriction as a set (used when `isCandidate` is absent): long postings are then skipped through. */
  candidates?: DocSet;
  /** Field ids searched (attributesToSearchOn): 1 for a searched field; all fields when absent. */
  fields?: Uint8Array;
}

/** Resolved typo settings used by query parsing. */
export interface TypoToleranceSettings {
  readonly enabled: boolean;
  readonly minWordSizeForTypos: { readonly oneTypo: number; readonly twoTypos: number };
  readonly exactWords: ReadonlySet<string>;
  readonly disableOnNumbers: boolean;
}

/** The relevancy rule names this module ranks by ("sort" is the engine's). */
export type TextRankingRule =
  'words' | 'typo' | 'proximity' | 'attribute' | 'attributeRank' | 'wordPosition' | 'exactness';

/**
 * The features Meilisearch's built-in rules sort a document by. Every field
 * but `words` is a cost (lower ranks first).
 */
export interface TextRank {
  /** Query words the document matches in its `words` bucket (higher first). */
  readonly words: number;
  readonly typo: number;
  readonly proximity: number;
  /** Sum over query words of the searchable-attribute index where the word is found. */
  readonly attributeRank: number;
  /** Sum over query words of a bucketed distance between word position in the attribute and in the query. */
  readonly wordPosition: number;
  /** 0: an attribute equals the query; 1: an attribute starts with it; 2: neither. */
  readonly exactAttribute: number;
  /** Query words not matched by their exact original word. */
  readonly inexactWords: number;
}
