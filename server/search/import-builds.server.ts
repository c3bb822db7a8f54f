// The `cars_import_*` indexes an import builds beside the live cars index, and the rule every
// writer of the live index follows so that no write is lost to a swap, with the embedded engine
// or a Meilisearch cluster written by several processes.
//
// A build copies the live index once its writes up to a task uid (its mark) are done, then is
// swapped in. A write with a later task uid may be missing from the copy, so the swap can drop
// it. Nothing is ever swapped back (a write made after a swap would then be lost); instead the
// writer puts its write back: once the builds that could have missed it are gone, it looks for
// a swap after its write that brought in a build marked before it, and if there is one, writes
// again. A build names its mark and its owner, so any process can tell.
import os from 'node:os';
import type { Meilisearch } from 'meilisearch';
import type { Logger } from 'pino';
import { CARS_INDEX_UID } from './cars-index.server.ts';
import { isProcessRunning } from '../process-running.server.ts';

const PREFIX = `${CARS_INDEX_UID}_import_`;
const BUILD_NAME = /^cars_import_([A-Za-z0-9-]+)_(\d+)_([A-Za-z0-9-]+)_(\d+)_([a-z0-9]+)$/;
/** A build untouched this long is abandoned (a build is written at least every few seconds). */
export const ABANDONED_BUILD_MS = 15 * 60_000;
const WAIT_STEP_MS = 100;
const TASK_PAGE = 100;

const safe = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '-');

/** `cars_import_<slug>_<mark>_<host>_<pid>_<time>`: the mark and owner are read back by others. */
export function buildIndexUid(tenantSlug: string, mark: number): string {
  const owner = `${safe(os.hostname())}_${process.pid}`;
  return `${PREFIX}${safe(tenantSlug)}_${Math.max(mark, 0)}_${owner}_${Date.now().toString(36)}`;
}

export interface ImportBuild {
  uid: string;
  /** The task uid its copy started after; -1 when the name does not say (an older build). */
  mark: number;
  updatedAt: Date;
  /** Left by a process that is gone, or untouched for ABANDONED_BUILD_MS. */
  abandoned: boolean;
}

/** Every `cars_import_*` index, read as a build. */
export async function listImportBuilds(
  client: Meilisearch,
  now = new Date(),
): Promise<ImportBuild[]> {
  const builds: ImportBuild[] = [];
  for (let offset = 0; ; offset += TASK_PAGE) {
    const page = await client.getRawIndexes({ limit: TASK_PAGE, offset });
    for (const index of page.results) {
      if (!index.uid.startsWith(PREFIX)) continue;
      const match = BUILD_NAME.exec(index.uid);
      const updatedAt = new Date(index.updatedAt ?? index.createdAt ?? 0);
      const deadOwner =
        match !== null &&
        match[3] === safe(os.hostname()) &&
        Number(match[4]) !== process.pid &&
        !isProcessRunning(Number(match[4]));
      builds.push({
        uid: index.uid,
        mark: match ? Number(match[2]) : -1,
        updatedAt,
        abandoned: deadOwner || now.getTime() - updatedAt.getTime() > ABANDONED_BUILD_MS,
      });
    }
    if (page.results.length < TASK_PAGE) return builds;
  }
}

/**
 * Deletes the builds an import left when it crashed: those of a process on this machine that
 * is gone, and any untouched for ABANDONED_BUILD_MS. Builds in progress are left alone.
 */
export async function cleanAbandonedBuilds(
  client: Meilisearch,
  now = new Date(),
): Promise<string[]> {
  const abandoned = (await listImportBuilds(client, now)).filter((build) => build.abandoned);
  for (const build of abandoned) {
    const task = await client.deleteIndex(build.uid).waitTask();
    // Another process cleaning at the same time may have deleted it first.
    if (task.status !== 'succeeded' && task.error?.code !== 'index_not_found') {
      throw new Error(`Could not delete the abandoned index ${build.uid}: ${task.error?.message}`);
    }
  }
  return abandoned.map((build) => build.uid);
}

/**
 * Whether a write to the live index (its task `writeUid`, succeeded) was dropped by a swap:
 * waits until no build that could have missed it is still in progress (other than `ownBuild`),
 * then looks for a swap after the write. True means the writer must write again.
 */
export async function writeWasDropped(
  client: Meilisearch,
  writeUid: number,
  ownBuild?: string,
): Promise<boolean> {
  for (;;) {
    const builds = await listImportBuilds(client);
    const pending = builds.filter(
      (build) => build.uid !== ownBuild && !build.abandoned && build.mark < writeUid,
    );
    if (pending.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return swappedInAfter(client, writeUid);
}

/**
 * Whether a swap after task `writeUid` brought in a build marked before it. A later swap
 * renames the indexes in earlier swaps' details, so every build named in a pair counts, and a
 * pair naming no build this code made counts as dropping the write.
 */
async function swappedInAfter(client: Meilisearch, writeUid: number): Promise<boolean> {
  let from: number | undefined;
  for (;;) {
    const page = await client.tasks.getTasks({
      types: ['indexSwap'],
      statuses: ['enqueued', 'processing', 'succeeded'],
      limit: TASK_PAGE,
      ...(from === undefined ? {} : { from }),
    });
    for (const task of page.results) {
      if (task.uid <= writeUid) return false;
      const swaps = (task.details as { swaps?: Array<{ indexes: string[] }> } | undefined)?.swaps;
      for (const { indexes } of swaps ?? []) {
        if (!indexes.includes(CARS_INDEX_UID) && !indexes.some((uid) => uid.startsWith(PREFIX)))
          continue;
        const marks = indexes
          .filter((uid) => uid !== CARS_INDEX_UID)
          .map((uid) => Number(BUILD_NAME.exec(uid)?.[2] ?? -1));
        if (marks.some((mark) => mark < writeUid)) return true;
      }
    }
    if (page.next === null || page.next === undefined) return false;
    from = page.next;
  }
}

/** Deletes the `cars_import_*` indexes a crashed import left in the cluster; never stops startup. */
export async function cleanImportLeftovers(client: Meilisearch, logger: Logger): Promise<void> {
  try {
    const deleted = await cleanAbandonedBuilds(client);
    if (deleted.length > 0) logger.info({ indexes: deleted }, 'abandoned import indexes deleted');
  } catch (error) {
    logger.warn(
      { err: error },
      'could not clean abandoned import indexes; the next import tries again',
    );
  }
}
