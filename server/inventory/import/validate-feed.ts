// Every row is checked before anything is written: schema, the dealer's own fields,
// image URLs a page may show (shared/inventory/image-url-rule.ts), and uniqueness of id, stock number and slug within the feed.
import type { Car } from '#shared/inventory/car.ts';
import { carValidators, describeSchemaErrors } from './car-validators.ts';
import { completeCar, type CompleteCarContext, type FeedRow } from './complete-car.ts';
import type { FeedRecord } from './feed-record.ts';
import type { FeedProblem } from './feed-problem.ts';
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

export function validateFeed(
  records: readonly FeedRecord[],
  options: ValidateFeedOptions,
): { accepted: AcceptedCar[]; problems: FeedProblem[] } {
  const { feedRow, car: carSchema } = carValidators();
  const firstRowOf = new Map<string, number>();
  const accepted: AcceptedCar[] = [];
  const problems: FeedProblem[] = [];
  records.forEach((record, index) => {
    const at = { line: record.line, row: record.row };
    const report = (list: Array<{ field: string; message: string }>) =>
      problems.push(...list.map((problem) => ({ ...at, ...problem })));
    if (!feedRow(record.value)) return report(describeSchemaErrors(feedRow.errors));
    const completed = completeCar(record.value as FeedRow, options);
    if ('problems' in completed) return report(completed.problems);
    if (!carSchema(completed.car)) return report(describeSchemaErrors(carSchema.errors));
    const images = carImageUrlProblems(completed.car);
    if (images.length > 0) return report(images);
    for (const field of UNIQUE_FIELDS) {
      const key = `${field}\u0000${completed.car[field]}`;
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, record.row);
      else report([{ field, message: `${completed.car[field]} is already used by row ${first}` }]);
    }
    accepted.push({ car: completed.car, ...at });
    if ((index + 1) % PROGRESS_EVERY === 0) options.onProgress?.(index + 1, records.length);
  });
  options.onProgress?.(records.length, records.length);
  return { accepted, problems };
}
