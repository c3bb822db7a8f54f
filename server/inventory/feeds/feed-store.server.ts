// The feed tables of the platform database (migrations 0007, 0008): pull history, and per site
// and feed the validators, an operator's approval and the import lease.
import os from 'node:os';
import type { Database } from '#server/db/database.server.ts';
import type { HoldReason } from '#shared/feeds/hold-rules.ts';
import type { FeedProblem } from '../import/feed-problem.ts';
import type { Validators } from './fetch-feed.server.ts';
import { isProcessRunning } from '../../process-running.server.ts';

export type PullOutcome = 'imported' | 'unchanged' | 'held' | 'failed';
export type PullTrigger = 'schedule' | 'command';

/** An approval waves through the next held pull made within this long. */
export const APPROVAL_LIFETIME_HOURS = 24;
/** Bad rows kept per pull in the history (the count is always whole). */
export const BAD_ROWS_KEPT = 100;

export interface PullCountsRecord {
  read: number;
  added: number;
  updated: number;
  removed: number;
  bad: number;
}

/** One feed of one site: what its state, lease and history go by. */
export interface FeedKey {
  tenant: string;
  /** The feed's id within the site (DEFAULT_FEED_ID for a one-feed tenant file without ids). */
  feed: string;
}

export interface FeedPull extends FeedKey {
  startedAt: Date;
  durationMs: number;
  trigger: PullTrigger;
  source: string;
  httpStatus: number | undefined;
  outcome: PullOutcome;
  reason: HoldReason | 'download' | 'stock-busy' | undefined;
  message: string;
  counts: PullCountsRecord | undefined;
  badRows: FeedProblem[];
  ignoredColumns: string[];
}

export async function recordPull(database: Database, pull: FeedPull): Promise<void> {
  await database.query(
    `insert into feed_pulls (tenant_slug, started_at, duration_ms, trigger, source, http_status,
       outcome, reason, message, rows_read, rows_added, rows_updated, rows_removed, rows_bad,
       bad_rows, ignored_columns, feed_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      pull.tenant,
      pull.startedAt,
      Math.round(pull.durationMs),
      pull.trigger,
      pull.source,
      pull.httpStatus ?? null,
      pull.outcome,
      pull.reason ?? null,
      pull.message,
      pull.counts?.read ?? null,
      pull.counts?.added ?? null,
      pull.counts?.updated ?? null,
      pull.counts?.removed ?? null,
      pull.counts?.bad ?? null,
      JSON.stringify(pull.badRows.slice(0, BAD_ROWS_KEPT)),
      JSON.stringify(pull.ignoredColumns),
      pull.feed,
    ],
  );
}

export interface StoredPull {
  id: number;
  tenant_slug: string;
  feed_id: string;
  started_at: Date;
  duration_ms: number;
  trigger: PullTrigger;
  source: string;
  http_status: number | null;
  outcome: PullOutcome;
  reason: string | null;
  message: string;
  rows_read: number | null;
  rows_added: number | null;
  rows_updated: number | null;
  rows_removed: number | null;
  rows_bad: number | null;
  bad_rows: FeedProblem[];
  ignored_columns: string[];
}

/** A site's pulls (of one feed, or of all), newest first. */
export async function pullHistory(
  database: Database,
  tenant: string,
  feed: string | undefined,
  limit: number,
): Promise<StoredPull[]> {
  const { rows } = await database.query<StoredPull>(
    `select * from feed_pulls where tenant_slug = $1 and ($2::text is null or feed_id = $2)
     order by started_at desc, id desc limit $3`,
    [tenant, feed ?? null, limit],
  );
  return rows;
}

/** The status table's key of a site's feed. */
export function feedKeyText(key: FeedKey): string {
  return `${key.tenant}\u0000${key.feed}`;
}

/** Each feed's newest pull and its newest import, for the status table (by feedKeyText). */
export async function latestPulls(
  database: Database,
): Promise<Map<string, { last: StoredPull; lastImportedAt: Date | undefined }>> {
  const { rows } = await database.query<StoredPull & { last_imported_at: Date | null }>(
    `select distinct on (p.tenant_slug, p.feed_id) p.*,
       (select max(i.started_at) from feed_pulls i
         where i.tenant_slug = p.tenant_slug and i.feed_id = p.feed_id
           and i.outcome = 'imported') as last_imported_at
     from feed_pulls p order by p.tenant_slug, p.feed_id, p.started_at desc, p.id desc`,
  );
  return new Map(
    rows.map((row) => [
      feedKeyText({ tenant: row.tenant_slug, feed: row.feed_id }),
      { last: row, lastImportedAt: row.last_imported_at ?? undefined },
    ]),
  );
}

export interface FeedState {
  validators: Validators;
  approvedAt: Date | undefined;
}

export async function readFeedState(database: Database, key: FeedKey): Promise<FeedState> {
  const { rows } = await database.query<{
    etag: string | null;
    last_modified: string | null;
    approved_at: Date | null;
  }>(
    `select etag, last_modified,
       case when approved_at > now() - make_interval(hours => $2) then approved_at end as approved_at
     from feed_states where tenant_slug = $1 and feed_id = $3`,
    [key.tenant, APPROVAL_LIFETIME_HOURS, key.feed],
  );
  const row = rows[0];
  return {
    validators: { etag: row?.etag ?? undefined, lastModified: row?.last_modified ?? undefined },
    approvedAt: row?.approved_at ?? undefined,
  };
}

async function upsertState(database: Database, key: FeedKey, set: string, params: unknown[]) {
  await database.query(
    `insert into feed_states (tenant_slug, feed_id) values ($1, $2)
     on conflict (tenant_slug, feed_id) do nothing`,
    [key.tenant, key.feed],
  );
  await database.query(`update feed_states set ${set} where tenant_slug = $1 and feed_id = $2`, [
    key.tenant,
    key.feed,
    ...params,
  ]);
}

/** The validators of the body just imported: the next pull asks whether it changed since. */
export function saveValidators(database: Database, key: FeedKey, validators: Validators) {
  return upsertState(database, key, 'etag = $3, last_modified = $4', [
    validators.etag ?? null,
    validators.lastModified ?? null,
  ]);
}

/** The next pull reads the whole file again and imports it despite an empty or drop hold. */
export function approveNextPull(database: Database, key: FeedKey) {
  return upsertState(database, key, 'approved_at = now(), etag = null, last_modified = null', []);
}

export function clearApproval(database: Database, key: FeedKey) {
  return upsertState(database, key, 'approved_at = null', []);
}

/**
 * Takes the site's import lease for `ms`, unless another owner holds an unexpired one: one
 * instance imports a site at a time, and a lease left by a process that died expires.
 */
export async function takeLease(
  database: Database,
  key: FeedKey,
  owner: string,
  ms: number,
): Promise<boolean> {
  const { rowCount } = await database.query(
    `insert into feed_states (tenant_slug, feed_id, lease_owner, lease_until)
     values ($1, $4, $2, now() + make_interval(secs => $3))
     on conflict (tenant_slug, feed_id) do update
       set lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
       where feed_states.lease_until is null or feed_states.lease_until < now()
          or feed_states.lease_owner = excluded.lease_owner
     returning tenant_slug`,
    [key.tenant, owner, ms / 1000, key.feed],
  );
  return rowCount === 1;
}

/** A lease owner naming this machine and process: `host/pid/what`. */
export function leaseOwner(what: string): string {
  return `${os.hostname()}/${process.pid}/${what}`;
}

/**
 * Takes over a lease whose owner was a process on this machine that is gone (killed mid-pull),
 * rather than waiting for it to expire. Owners elsewhere are waited for.
 */
export async function takeOverDeadLease(
  database: Database,
  key: FeedKey,
  owner: string,
  ms: number,
): Promise<boolean> {
  const { rows } = await database.query<{ lease_owner: string | null }>(
    `select lease_owner from feed_states where tenant_slug = $1 and feed_id = $2`,
    [key.tenant, key.feed],
  );
  const holder = rows[0]?.lease_owner;
  const [host, pid] = holder?.split('/') ?? [];
  if (!holder || host !== os.hostname() || !/^\d+$/.test(pid ?? '')) return false;
  if (Number(pid) === process.pid || isProcessRunning(Number(pid))) return false;
  const { rowCount } = await database.query(
    `update feed_states set lease_owner = $3, lease_until = now() + make_interval(secs => $4)
     where tenant_slug = $1 and feed_id = $5 and lease_owner = $2`,
    [key.tenant, holder, owner, ms / 1000, key.feed],
  );
  return rowCount === 1;
}

export async function releaseLease(database: Database, key: FeedKey, owner: string) {
  await database.query(
    `update feed_states set lease_owner = null, lease_until = null
     where tenant_slug = $1 and feed_id = $3 and lease_owner = $2`,
    [key.tenant, owner, key.feed],
  );
}
