import { SearchError } from '../search-error.ts';

/** Cancel and delete refuse a query without any filter (`*` counts as one). */
export function missingTaskFilters(action: 'cancel' | 'delete'): SearchError {
  return new SearchError(
    'missing_task_filters',
    `Query parameters to filter the tasks to ${action} are missing. Available query parameters are: \`uids\`, \`indexUids\`, \`statuses\`, \`types\`, \`canceledBy\`, \`beforeEnqueuedAt\`, \`afterEnqueuedAt\`, \`beforeStartedAt\`, \`afterStartedAt\`, \`beforeFinishedAt\`, \`afterFinishedAt\`.`,
  );
}

/** What a failed or canceled task reports: the counts it would have changed are zero. */
export function failedDetails(details: Record<string, unknown>): Record<string, unknown> {
  const out = { ...details };
  for (const key of ['indexedDocuments', 'deletedDocuments', 'canceledTasks', 'deletedTasks']) {
    if (key in out) out[key] = 0;
  }
  return out;
}

/** Meilisearch's task duration: ISO 8601, seconds with a fraction (`PT0.012S`). */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  return `PT${Number(seconds.toFixed(9))}S`;
}
