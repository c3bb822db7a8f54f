import { SearchError } from '../search-error.ts';
import { describeValue, errors } from '../errors.ts';
import type { Task } from '../types.ts';
import type { IndexStore } from './index-store.ts';

/**
 * `POST /swap-indexes` (Meilisearch 1.15): a list of `{ indexes: [a, b] }`
 * pairs, swapped together in one `indexSwap` task, all or none. The `rename`
 * field came with Meilisearch 1.18; 1.15 rejects it as an unknown field.
 */
export type SwapPair = readonly [string, string];

const INDEX_UID = /^[A-Za-z0-9_-]+$/;

/** The request body as Meilisearch validates it before enqueuing; throws its errors. */
export function parseSwapRequest(body: unknown): SwapPair[] {
  if (!Array.isArray(body)) {
    throw new SearchError(
      'bad_request',
      `Invalid value type: expected an array, but found ${describeValue(body)}`,
    );
  }
  // As Meilisearch: the whole body is decoded first, then each list's length checked.
  const lists = body.map((entry, i) => parseSwap(entry, `[${i}]`));
  const pairs = lists.map(asPair);
  assertNoDuplicate(pairs);
  return pairs;
}

function parseSwap(entry: unknown, at: string): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw errors.invalidType('bad_request', at, 'an object', entry);
  }
  for (const key of Object.keys(entry)) {
    if (key !== 'indexes') {
      throw new SearchError(
        'bad_request',
        `Unknown field \`${key}\` inside \`${at}\`: expected one of \`indexes\``,
      );
    }
  }
  const indexes = (entry as { indexes?: unknown }).indexes;
  if (indexes === undefined) {
    throw new SearchError('missing_swap_indexes', `Missing field \`indexes\` inside \`${at}\``);
  }
  if (!Array.isArray(indexes)) {
    throw errors.invalidType('invalid_swap_indexes', `${at}.indexes`, 'an array', indexes);
  }
  indexes.forEach((uid, j) => checkUid(uid, `${at}.indexes[${j}]`));
  return indexes as string[];
}

function asPair(indexes: string[]): SwapPair {
  if (indexes.length !== 2) {
    const list = `[${indexes.map((uid) => JSON.stringify(uid)).join(', ')}]`;
    throw new SearchError(
      'invalid_swap_indexes',
      `Two indexes must be given for each swap. The list \`${list}\` contains ${indexes.length} indexes.`,
    );
  }
  return [indexes[0]!, indexes[1]!];
}

function checkUid(uid: unknown, at: string): void {
  if (typeof uid !== 'string') {
    throw errors.invalidType('invalid_swap_indexes', at, 'a string', uid);
  }
  if (!INDEX_UID.test(uid) || Buffer.byteLength(uid) > 512) {
    throw errors.invalidValue('invalid_swap_indexes', at, errors.invalidIndexUid(uid).message);
  }
}

function assertNoDuplicate(pairs: readonly SwapPair[]): void {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const uid of pairs.flat()) {
    if (seen.has(uid) && !duplicates.includes(uid)) duplicates.push(uid);
    seen.add(uid);
  }
  if (duplicates.length === 0) return;
  const names = duplicates.map((uid) => `\`${uid}\``).join(', ');
  throw new SearchError(
    'invalid_swap_duplicate_index_found',
    duplicates.length === 1
      ? `Indexes must be declared only once during a swap. ${names} was specified several times.`
      : `Indexes must be declared only once during a swap. ${names} were specified several times.`,
  );
}

/** The task's details, as Meilisearch reports them. */
export function swapDetails(pairs: readonly SwapPair[]): Record<string, unknown> {
  return { swaps: pairs.map(([a, b]) => ({ indexes: [a, b] })) };
}

/**
 * Runs the swap task: every index must exist (else nothing changes), then each
 * pair trades documents and settings, and the task history before this task
 * names the other index, as Meilisearch rewrites it (enqueued tasks after it
 * keep their uid).
 */
export function applySwaps(
  indexes: Map<string, IndexStore>,
  tasks: Iterable<Task>,
  pairs: readonly SwapPair[],
  swapTaskUid: number,
): Record<string, unknown> {
  const missing = [...new Set(pairs.flat())].filter((uid) => !indexes.has(uid)).sort();
  if (missing.length === 1) throw errors.indexNotFound(missing[0]!);
  if (missing.length > 1) {
    throw new SearchError(
      'index_not_found',
      `Indexes ${missing.map((uid) => `\`${uid}\``).join(', ')} not found.`,
      { httpStatus: 404 },
    );
  }
  for (const [a, b] of pairs) {
    const storeA = indexes.get(a)!;
    const storeB = indexes.get(b)!;
    storeA.uid = b;
    storeB.uid = a;
    indexes.set(a, storeB);
    indexes.set(b, storeA);
    for (const task of tasks) {
      if (task.uid < swapTaskUid) renameInTask(task, a, b);
    }
  }
  return swapDetails(pairs);
}

function renameInTask(task: Task, a: string, b: string): void {
  const other = (uid: unknown) => (uid === a ? b : uid === b ? a : uid);
  if (task.indexUid !== null) task.indexUid = other(task.indexUid) as string;
  if (task.type === 'indexSwap' && Array.isArray(task.details.swaps)) {
    task.details = {
      ...task.details,
      swaps: (task.details.swaps as Array<{ indexes: unknown[] }>).map((swap) => ({
        ...swap,
        indexes: swap.indexes.map(other),
      })),
    };
  }
}
