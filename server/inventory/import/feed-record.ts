/** One row of a feed file, before validation, with where it sits in the file. */
export interface FeedRecord {
  /** 1-based line where the row starts. */
  line: number;
  /** 1-based position among the rows. */
  row: number;
  value: unknown;
}
