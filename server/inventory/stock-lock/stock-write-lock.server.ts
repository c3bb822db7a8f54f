// One writer of a site's stock at a time: feed pulls, `npm run import` and the demo seed all
// read the live stock file, write a new one beside it and rename it over the old; two at once
// would lose the first one's cars. A lock file in the inventory folder, created exclusively,
// names the holder (stock-lock-rules.ts says when a holder counts as gone). Decision 0026.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessRunning } from '../../process-running.server.ts';
import { inventoryDir } from '../tenant-inventory-files.server.ts';
import { removeLeftoverStagedStock } from './leftover-staged-stock.server.ts';
import {
  describeStockLockOwner,
  judgeStockLock,
  parseStockLockOwner,
  STOCK_LOCK_STALE_MS,
  STOCK_LOCK_TOUCH_MS,
  stockLockFileName,
  type StockLockOwner,
} from './stock-lock-rules.ts';

export interface StockLockWait {
  /** How long to wait for another writer before giving up (StockLockBusyError). */
  waitMs?: number | undefined;
  /** Called once, when the lock is found held, with who holds it. */
  onWait?: ((holder: string) => void) | undefined;
  pollMs?: number | undefined;
  staleMs?: number | undefined;
  touchMs?: number | undefined;
}

export interface StockWriteLock {
  readonly owner: StockLockOwner;
  /** False once another writer took the lock over (this holder went quiet past the bound). */
  isHeld(): boolean;
  /** Idempotent. */
  release(): void;
}

export class StockLockBusyError extends Error {
  constructor(tenantSlug: string, holder: string, waitedMs: number) {
    super(
      `${tenantSlug}'s stock is being written by ${holder}; ` +
        `gave up after waiting ${Math.round(waitedMs / 1000)}s`,
    );
    this.name = 'StockLockBusyError';
  }
}

/** A big site's import takes a minute or two; a writer waiting longer has a stuck holder. */
export const DEFAULT_STOCK_LOCK_WAIT_MS = 10 * 60_000;
const POLL_MS = 200;
// The takeover guard is held only for one read and one unlink.
const TAKEOVER_GUARD_STALE_MS = 10_000;

const heldHere = new Set<string>();

export async function takeStockWriteLock(
  dataDir: string,
  tenantSlug: string,
  wait: StockLockWait = {},
): Promise<StockWriteLock> {
  const dir = inventoryDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, stockLockFileName(tenantSlug));
  const judge = {
    host: os.hostname(),
    pid: process.pid,
    isRunning: isProcessRunning,
    holdsHere: (token: string) => heldHere.has(token),
    staleMs: wait.staleMs ?? STOCK_LOCK_STALE_MS,
  };
  const waitMs = wait.waitMs ?? DEFAULT_STOCK_LOCK_WAIT_MS;
  const pollMs = wait.pollMs ?? POLL_MS;
  const started = Date.now();
  let told = false;
  for (;;) {
    const owner: StockLockOwner = {
      pid: process.pid,
      host: judge.host,
      started_at: new Date().toISOString(),
      token: randomUUID(),
    };
    if (tryCreate(file, owner)) {
      heldHere.add(owner.token);
      // Holding the lock, no other writer of the site is mid-write: any staged file is left over.
      removeLeftoverStagedStock(dataDir, tenantSlug);
      return holdLock(file, owner, wait.touchMs ?? STOCK_LOCK_TOUCH_MS);
    }
    const seen = readLock(file);
    if (!seen) continue; // released between the two calls
    if (judgeStockLock(seen, judge) !== 'live') {
      if (!takeOver(file, seen.text)) await sleep(pollMs);
      continue;
    }
    const holder = describeStockLockOwner(seen.owner);
    const waited = Date.now() - started;
    if (waited >= waitMs) throw new StockLockBusyError(tenantSlug, holder, waited);
    if (!told) wait.onWait?.(holder);
    told = true;
    await sleep(Math.min(pollMs, waitMs - waited));
  }
}

function tryCreate(file: string, owner: StockLockOwner): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ageOf(file: string): number | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? Date.now() - stat.mtimeMs : undefined;
}

function readLock(file: string) {
  const text = readText(file);
  const ageMs = ageOf(file);
  if (text === undefined || ageMs === undefined) return undefined;
  return { text, owner: parseStockLockOwner(text), ageMs };
}

/**
 * Removes a gone holder's lock, but only the one judged: two writers taking over at once go
 * through a guard file, so the second cannot remove the lock the first has just created.
 */
function takeOver(file: string, judgedText: string): boolean {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, { pid: process.pid, host: '', started_at: '', token: '' })) {
    if ((ageOf(guard) ?? 0) > TAKEOVER_GUARD_STALE_MS) fs.rmSync(guard, { force: true });
    return false;
  }
  try {
    if (readText(file) === judgedText) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function holdLock(file: string, owner: StockLockOwner, touchMs: number): StockWriteLock {
  const text = JSON.stringify(owner);
  const isHeld = () => readText(file) === text;
  // Writers on other hosts judge the holder by the file's time: keep it fresh while writing.
  const timer = setInterval(() => {
    if (!isHeld()) return;
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch (error) {
      // Taken over between the check and the touch: isHeld() now says so to the writer.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }, touchMs);
  timer.unref();
  let released = false;
  return {
    owner,
    isHeld,
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      heldHere.delete(owner.token);
      if (isHeld()) fs.rmSync(file, { force: true });
    },
  };
}
