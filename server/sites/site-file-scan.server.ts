// Which site files changed since they were last read, and which are steady enough to read:
// a file still being written (an editor saving, a copy under way) changes between two looks
// and is left for the next one. A site's content pages (`content/<slug>/`) count as part of
// its file, so editing only a page's Markdown reloads the site under the same rules.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../content/load-content-pages.server.ts';
import { siteFileNames } from '../tenancy/load-tenants.server.ts';

/** A file's size and modification time: what changes when it is written. */
export type FileSignature = string;

export function fileSignature(file: string): FileSignature | undefined {
  const stat = statIfPresent(file);
  return stat && `${stat.size}:${stat.mtimeMs}`;
}

function statIfPresent(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A site's signature: its file's, then each file of its content folder (editor files, whose
 * names start with `.` or end with `~`, left out). Undefined when the site file is gone.
 */
export function siteSignature(tenantsDir: string, name: string): FileSignature | undefined {
  const own = fileSignature(path.join(tenantsDir, name));
  if (own === undefined) return own;
  const contentDir = path.join(tenantsDir, CONTENT_DIR, path.basename(name, '.json'));
  if (!statIfPresent(contentDir)?.isDirectory()) return own;
  const pages: string[] = [];
  for (const entry of fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (path.basename(entry).startsWith('.') || entry.endsWith('~')) continue;
    const stat = statIfPresent(path.join(contentDir, entry));
    if (stat?.isFile()) pages.push(`${entry}=${stat.size}:${stat.mtimeMs}`);
  }
  return [own, ...pages].join('|');
}

export interface ScanResult {
  /** Changed files whose signature held between two looks at least `settleMs` apart. */
  ready: Map<string, FileSignature>;
  /** Files read before that are gone. */
  removed: string[];
  /** Whether a changed file is still settling (look again after `settleMs`). */
  settling: boolean;
}

export function createSiteFileScan(tenantsDir: string, settleMs: number) {
  /** Every file's signature when it was last read (accepted or refused: not read again until it changes). */
  const read = new Map<string, FileSignature>();
  const pending = new Map<string, { signature: FileSignature; seenAt: number }>();
  return {
    /** Notes a file as read with this signature (startup, or after an apply). */
    markRead(name: string, signature: FileSignature | undefined) {
      if (signature === undefined) read.delete(name);
      else read.set(name, signature);
    },
    scan(now = Date.now()): ScanResult {
      const names = siteFileNames(tenantsDir);
      const present = new Set(names);
      const ready = new Map<string, FileSignature>();
      let settling = false;
      for (const name of names) {
        const signature = siteSignature(tenantsDir, name);
        if (signature === undefined || read.get(name) === signature) {
          pending.delete(name);
          continue;
        }
        const seen = pending.get(name);
        if (seen && seen.signature === signature && now - seen.seenAt >= settleMs) {
          pending.delete(name);
          ready.set(name, signature);
        } else {
          if (seen?.signature !== signature) pending.set(name, { signature, seenAt: now });
          settling = true;
        }
      }
      for (const name of pending.keys()) if (!present.has(name)) pending.delete(name);
      const removed = [...read.keys()].filter((name) => !present.has(name));
      return { ready, removed, settling };
    },
  };
}
