// How pulls read in a terminal: one line each, the bad rows below.
import type { FeedPull, StoredPull } from '#server/inventory/feeds/feed-store.server.ts';
import { describeFeedProblem, type FeedProblem } from '#server/inventory/import/feed-problem.ts';
import { printable } from '#server/leads/admin/printable-text.ts';

export const SHOWN_BAD_ROWS = 20;

export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function describeCounts(pull: StoredPull): string {
  if (pull.rows_read === null) return '';
  const parts = [
    `read ${pull.rows_read}`,
    `added ${pull.rows_added}`,
    `updated ${pull.rows_updated}`,
    `removed ${pull.rows_removed}`,
    `bad ${pull.rows_bad}`,
  ];
  return parts.join(', ');
}

export function describeBadRows(badRows: readonly FeedProblem[], total: number | null): string[] {
  const lines = badRows
    .slice(0, SHOWN_BAD_ROWS)
    .map((problem) => `    ${describeFeedProblem(problem)}`);
  const more = (total ?? badRows.length) - lines.length;
  if (more > 0) lines.push(`    ... and ${more} more bad row(s)`);
  return lines.map((line) => printable(line));
}

/** A pull as `pull` prints it and `history` lists it. */
export function describePull(pull: StoredPull): string[] {
  const http = pull.http_status === null ? '' : ` HTTP ${pull.http_status}`;
  const counts = describeCounts(pull);
  const lines = [
    `${utc(pull.started_at)}  ${pull.feed_id}  ${pull.outcome}${pull.reason ? ` (${pull.reason})` : ''}${http}  ${pull.duration_ms} ms  ${pull.trigger}  ${pull.source}`,
    `    ${pull.message}`,
  ];
  if (counts) lines.push(`    rows: ${counts}`);
  if (pull.ignored_columns.length > 0) {
    lines.push(`    columns left out (no car field): ${pull.ignored_columns.join(', ')}`);
  }
  return [
    ...lines.map((line) => printable(line)),
    ...describeBadRows(pull.bad_rows, pull.rows_bad),
  ];
}

/** A pull just made, in the stored shape. */
export function storedShape(pull: FeedPull): StoredPull {
  return {
    id: 0,
    tenant_slug: pull.tenant,
    feed_id: pull.feed,
    started_at: pull.startedAt,
    duration_ms: Math.round(pull.durationMs),
    trigger: pull.trigger,
    source: pull.source,
    http_status: pull.httpStatus ?? null,
    outcome: pull.outcome,
    reason: pull.reason ?? null,
    message: pull.message,
    rows_read: pull.counts?.read ?? null,
    rows_added: pull.counts?.added ?? null,
    rows_updated: pull.counts?.updated ?? null,
    rows_removed: pull.counts?.removed ?? null,
    rows_bad: pull.counts?.bad ?? null,
    bad_rows: pull.badRows,
    ignored_columns: pull.ignoredColumns,
  };
}
