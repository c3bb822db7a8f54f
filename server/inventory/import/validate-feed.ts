// Every row is checked before anything is written: schema, the dealer's own fields,
// image URLs a page may show (shared/inventory/image-url-rule.ts), and uniqueness of id, stock number and slug within the feed.
import type { Car } from '#shared/inventory/car.ts';
import { carValidators, describeSchemaErrors } from './car-validators.ts';
import { completeCar, type CompleteCarContext, type FeedRow } from './complete-car.ts';
import type { FeedRecord } from './feed-record.ts';
import type { FeedProblem, FieldProblem } from './feed-problem.ts';
import { carImageUrlProblems } from './image-url-problems.ts';

export interface ValidateFeedOptions extends CompleteCarContext {
  onProgress?: (done: number, total: number) => void;
}

/** A row that passed every check, with where it came from. */
export interface AcceptedCar {
  car: Car;
  line: number;
  row: number;
}

const UNIQUE_FIELDS = ['id', 'stocknum', 'slug'] as const;
const PROGRESS_EVERY = 500;

/** What checking one row found: the car when it could be built, and any problems. */
export interface CheckedRow {
  car: Car | undefined;
  problems: FieldProblem[];
}

/**
 * Checks rows one at a time, in feed order, remembering only the ids, stock numbers and slugs
 * seen (a repeat is a problem of the later row), so a feed can be checked as it streams.
 */
export function feedRowChecker(options: CompleteCarContext): (record: FeedRecord) => CheckedRow {
  const { feedRow, car: carSchema } = carValidators();
  const firstRowOf = new Map<string, number>();
  const rejected = (problems: FieldProblem[]): CheckedRow => ({ car: undefined, problems });
  return (record) => {
    if (!feedRow(record.value)) return rejected(describeSchemaErrors(feedRow.errors));
    const completed = completeCar(record.value as FeedRow, options);
    if ('problems' in completed) return rejected(completed.problems);
    if (!carSchema(completed.car)) return rejected(describeSchemaErrors(carSchema.errors));
    const images = carImageUrlProblems(completed.car);
    if (images.length > 0) return rejected(images);
    const problems: FieldProblem[] = [];
    for (const field of UNIQUE_FIELDS) {
      const key = `${field}\u0000${completed.car[field]}`;
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, record.row);
      else
        problems.push({
          field,
          message: `${completed.car[field]} is already used by row ${first}`,
        });
    }
    return { car: completed.car, problems };
  };
}

export function validateFeed(
  records: readonly FeedRecord[],
  options: ValidateFeedOptions,
): { accepted: AcceptedCar[]; problems: FeedProblem[] } {
  const check = feedRowChecker(options);
  const accepted: AcceptedCar[] = [];
  const problems: FeedProblem[] = [];
  records.forEach((record, index) => {
    const at = { line: record.line, row: record.row };
    const { car, problems: found } = check(record);
    problems.push(...found.map((problem) => ({ ...at, ...problem })));
    if (car) accepted.push({ car, ...at });
    if ((index + 1) % PROGRESS_EVERY === 0) options.onProgress?.(index + 1, records.length);
  });
  options.onProgress?.(records.length, records.length);
  return { accepted, problems };
}
