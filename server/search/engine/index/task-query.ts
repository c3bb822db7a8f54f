import { SearchError } from '../search-error.ts';
import { errors } from '../errors.ts';
import type { TaskQueryInput } from '../types.ts';
import { parseDate } from './task-dates.ts';

/**
 * The query parameters of `GET /tasks`, `GET /batches`, `POST /tasks/cancel` and
 * `DELETE /tasks`, read as Meilisearch reads them: comma-separated lists where
 * `*` means "any", RFC 3339 or `YYYY-MM-DD` dates, and an error with the
 * parameter's own code for a value it cannot read or a parameter it does not know.
 */
export const TASK_STATUSES = ['enqueued', 'processing', 'succeeded', 'failed', 'canceled'] as const;

/** Every task type Meilisearch 1.15 names, in its order: a filter may ask for any of them. */
export const KNOWN_TASK_TYPES = [
  'documentAdditionOrUpdate',
  'documentEdition',
  'documentDeletion',
  'settingsUpdate',
  'indexCreation',
  'indexDeletion',
  'indexUpdate',
  'indexSwap',
  'taskCancelation',
  'taskDeletion',
  'dumpCreation',
  'snapshotCreation',
  'upgradeDatabase',
] as const;

const FILTERS = [
  'uids',
  'batchUids',
  'canceledBy',
  'types',
  'statuses',
  'indexUids',
  'afterEnqueuedAt',
  'beforeEnqueuedAt',
  'afterStartedAt',
  'beforeStartedAt',
  'afterFinishedAt',
  'beforeFinishedAt',
] as const;
// The order Meilisearch lists them in an unknown-parameter message.
const LIST_PARAMS = [
  'limit',
  'from',
  'reverse',
  'batchUids',
  ...FILTERS.filter((f) => f !== 'batchUids'),
];

type DateFilter = (typeof FILTERS)[number] & `${string}At`;

/** What a task (or batch) must match; an absent key (or `*`) matches everything. */
export interface TaskFilter {
  uids?: ReadonlySet<number>;
  batchUids?: ReadonlySet<number>;
  canceledBy?: ReadonlySet<number>;
  types?: ReadonlySet<string>;
  statuses?: ReadonlySet<string>;
  indexUids?: ReadonlySet<string>;
  /** Date bounds in epoch milliseconds, all exclusive. */
  dates: Partial<Record<DateFilter, number>>;
}

export interface TaskQuery {
  filter: TaskFilter;
  limit: number;
  from: number | null;
  reverse: boolean;
  /** Whether any filter parameter was given, `*` included (cancel and delete need one). */
  filtered: boolean;
  /** The query string as received (`?statuses=failed`), kept in cancel and delete details. */
  original: string;
}

const INDEX_UID = /^[A-Za-z0-9_-]+$/;
const U32_MAX = 4_294_967_295;

/**
 * Reads a query. `mode` is `list` for the listing routes (limit, from and
 * reverse allowed) and `select` for cancel and delete (filters only).
 */
export function parseTaskQuery(input: TaskQueryInput = {}, mode: 'list' | 'select'): TaskQuery {
  const params = toSearchParams(input);
  const query: TaskQuery = {
    filter: { dates: {} },
    limit: 20,
    from: null,
    reverse: false,
    filtered: false,
    original: typeof input === 'string' ? `?${input.replace(/^\?/, '')}` : `?${params}`,
  };
  const allowed: readonly string[] = mode === 'list' ? LIST_PARAMS : FILTERS;
  for (const [name, value] of params) {
    if (!allowed.includes(name)) throw errors.unknownParameter(name, allowed);
    if ((FILTERS as readonly string[]).includes(name)) query.filtered = true;
    readParameter(query, name, value);
  }
  return query;
}

function toSearchParams(input: TaskQueryInput): URLSearchParams {
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(input)) {
    if (raw === undefined || raw === null) continue;
    const value = Array.isArray(raw)
      ? raw.join(',')
      : raw instanceof Date
        ? raw.toISOString()
        : String(raw);
    params.set(name, value);
  }
  return params;
}

function readParameter(query: TaskQuery, name: string, value: string): void {
  const { filter } = query;
  switch (name) {
    case 'limit':
      query.limit = positiveInteger(value, name, 'invalid_task_limit');
      return;
    case 'from':
      query.from = positiveInteger(value, name, 'invalid_task_from');
      return;
    case 'reverse':
      if (value !== 'true' && value !== 'false') {
        throw invalidParameter(
          'invalid_task_reverse',
          name,
          `could not parse \`${value}\` as a boolean, expected either \`true\` or \`false\``,
        );
      }
      query.reverse = value === 'true';
      return;
    case 'uids':
    case 'batchUids':
    case 'canceledBy': {
      const code = {
        uids: 'invalid_task_uids',
        batchUids: 'invalid_batch_uids',
        canceledBy: 'invalid_task_canceled_by',
      }[name];
      filter[name] = list(value, name, (item, at) => positiveInteger(item, at, code));
      return;
    }
    case 'statuses':
      filter.statuses = list(value, name, (item, at) =>
        oneOf(item, at, TASK_STATUSES, 'invalid_task_statuses', 'status', 'statuses'),
      );
      return;
    case 'types':
      filter.types = list(value, name, (item, at) =>
        oneOf(item, at, KNOWN_TASK_TYPES, 'invalid_task_types', 'type', 'types'),
      );
      return;
    case 'indexUids':
      filter.indexUids = list(value, name, (item, at) => indexUid(item, at));
      return;
    default: {
      if (value === '*') return;
      const bound = parseDate(value, name.startsWith('after'));
      if (bound === null) {
        throw invalidParameter(
          `invalid_task_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
          name,
          `\`${value}\` is an invalid date-time. It should follow the YYYY-MM-DD or RFC 3339 date-time format.`,
        );
      }
      filter.dates[name as DateFilter] = bound;
    }
  }
}

/** A comma-separated list; `undefined` (no filter) when one item is `*`. */
function list<T>(
  value: string,
  name: string,
  read: (item: string, at: string) => T,
): Set<T> | undefined {
  const items = value.split(',');
  let star = false;
  const out = new Set<T>();
  items.forEach((item, i) => {
    if (item === '*') star = true;
    else out.add(read(item, items.length > 1 ? `${name}[${i}]` : name));
  });
  return star ? undefined : out;
}

function positiveInteger(value: string, at: string, code: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n <= U32_MAX)) {
    throw invalidParameter(code, at, `could not parse \`${value}\` as a positive integer`);
  }
  return n;
}

function oneOf(
  value: string,
  at: string,
  names: readonly string[],
  code: string,
  what: string,
  plural: string,
): string {
  const found = names.find((name) => name.toLowerCase() === value.toLowerCase());
  if (found) return found;
  const available = names.map((name) => `\`${name}\``).join(', ');
  throw invalidParameter(
    code,
    at,
    `\`${value}\` is not a valid task ${what}. Available ${plural} are ${available}.`,
  );
}

function indexUid(value: string, at: string): string {
  if (INDEX_UID.test(value) && Buffer.byteLength(value) <= 512) return value;
  throw invalidParameter(
    'invalid_index_uid',
    at,
    `\`${value}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.`,
  );
}

function invalidParameter(code: string, at: string, message: string): SearchError {
  return new SearchError(code, `Invalid value in parameter \`${at}\`: ${message}`);
}
