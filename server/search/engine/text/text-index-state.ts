import type { FieldWordCounts } from './field-word-counts.ts';
import type { SynonymMap } from './synonyms.ts';
import type { TermDictionary } from './term-dictionary.ts';
import type { TypoToleranceSettings } from './types.ts';
import type { Tokenizer } from './tokenizer.ts';

/** What search reads: the postings and per-slot data, and the resolved settings. */
export interface TextIndexState {
  readonly dictionary: TermDictionary;
  /** Slot → document id, -1 once removed. Slots only grow between compactions. */
  readonly slotDocIds: number[];
  /** Document id → slot, -1 (or a hole) when not indexed. */
  readonly slotOfDoc: number[];
  /**
   * Every indexed document sits in the slot numbered as its id (documents
   * added once, in id order): a set of ids is then its own list of slots.
   */
  slotsAreIds: boolean;
  readonly fieldWordCounts: FieldWordCounts;
  readonly fieldWeights: number[];
  /** Field id → its attribute path ("title", "specs.engine"). */
  readonly fieldPaths: string[];
  readonly fieldExact: boolean[];
  readonly typo: TypoToleranceSettings;
  readonly synonyms: SynonymMap;
  /** Splits documents and queries alike. */
  readonly tokenizer: Tokenizer;
  /** Whether the last query word may match as a prefix (`prefixSearch`). */
  readonly prefixSearch: boolean;
  /** Whether proximity only tells same attribute from different ones (`proximityPrecision`). */
  readonly proximityByAttribute: boolean;
  /** Bumped by every add and remove: what search derived from the postings before is stale. */
  version: number;
}
