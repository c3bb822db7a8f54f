// The pure parts of a site's stock write lock (stock-write-lock.server.ts): who holds it, when
// a holder counts as gone, and which files in the inventory folder a gone writer left behind.
// Decision 0026.

/** Who holds a site's stock lock: written into the lock file as JSON. */
export interface StockLockOwner {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO time). */
  started_at: string;
  /** Tells this holding apart from a later one by the same process. */
  token: string;
}

/** How long a holder on another host may go without touching its lock before it is taken over. */
export const STOCK_LOCK_STALE_MS = 120_000;
/** How often a holder touches its lock: well inside the stale bound. */
export const STOCK_LOCK_TOUCH_MS = 15_000;

export type StockLockVerdict = 'live' | 'dead' | 'stale';

export interface LockSeen {
  /** undefined: unreadable (being written this instant, or not a lock we wrote). */
  owner: StockLockOwner | undefined;
  /** Since the lock file was last touched. */
  ageMs: number;
}

export interface LockJudge {
  host: string;
  pid: number;
  isRunning: (pid: number) => boolean;
  /** Whether this process holds the lock with that token now (another of its writers). */
  holdsHere: (token: string) => boolean;
  staleMs: number;
}

/**
 * A holder on this host whose process is gone (killed, crashed) is 'dead': taken over at once.
 * Any holder (another host's, or a pid reused by another process here) that has not touched
 * the file within the stale bound is 'stale': taken over too. Otherwise the lock is 'live'.
 */
export function judgeStockLock(seen: LockSeen, judge: LockJudge): StockLockVerdict {
  const { owner } = seen;
  if (owner && owner.host === judge.host) {
    if (!judge.isRunning(owner.pid)) return 'dead';
    // Our own pid but not our holding: left by an earlier process given the same pid (a
    // container's process is pid 1 on every start).
    if (owner.pid === judge.pid && !judge.holdsHere(owner.token)) return 'dead';
  }
  return seen.ageMs > judge.staleMs ? 'stale' : 'live';
}

export function parseStockLockOwner(text: string): StockLockOwner | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, host, started_at, token } = value as Record<string, unknown>;
  if (!Number.isInteger(pid) || typeof host !== 'string' || typeof token !== 'string') {
    return undefined;
  }
  if (typeof started_at !== 'string') return undefined;
  return { pid: pid as number, host, started_at, token };
}

/** For an operator: `process 4182 on host web-2 since 2026-11-29T05:40:00.000Z`. */
export function describeStockLockOwner(owner: StockLockOwner | undefined): string {
  if (!owner) return 'a writer that is just starting';
  return `process ${owner.pid} on host ${owner.host} since ${owner.started_at}`;
}

export function stockLockFileName(tenantSlug: string): string {
  return `.${tenantSlug}.lock`;
}

/** The file a writer stages a site's new stock in, beside the live `<slug>.json`. */
export function stagedStockFileName(tenantSlug: string, pid: number): string {
  return `.${tenantSlug}.json.${pid}.tmp`;
}

/** The site and process a staged stock file (`.<slug>.json.<pid>.tmp`) belongs to; else undefined. */
export function stagedStockOf(fileName: string): { tenant: string; pid: number } | undefined {
  const match = /^\.(.+)\.json\.([1-9][0-9]*)\.tmp$/.exec(fileName);
  return match ? { tenant: match[1]!, pid: Number(match[2]) } : undefined;
}
