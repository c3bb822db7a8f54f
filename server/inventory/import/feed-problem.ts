/** Something wrong with one field of one row. */
export interface FieldProblem {
  /** Car field name, or a JSON pointer below it (`finance_lenders/0/name`); empty for the whole row. */
  field: string;
  message: string;
}

/** A problem located in the feed file. */
export interface FeedProblem extends FieldProblem {
  /** 1-based line of the row in the file. */
  line: number;
  /** 1-based position of the row among the file's rows; 0 for the file as a whole. */
  row: number;
}

export function describeFeedProblem(problem: FeedProblem): string {
  const where =
    problem.row > 0 ? `line ${problem.line} (row ${problem.row})` : `line ${problem.line}`;
  return problem.field
    ? `${where}, field ${problem.field}: ${problem.message}`
    : `${where}: ${problem.message}`;
}

/** Thrown when a feed cannot be imported; carries every problem found, nothing was written. */
export class FeedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: FeedProblem[],
    summary?: string,
  ) {
    super(summary ?? `${file}: ${problems.length} problem(s), nothing imported`);
  }
}
