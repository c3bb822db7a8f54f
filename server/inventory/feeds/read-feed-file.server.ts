// A feed as a file: the site's drop folder (DATA_DIR/feeds/inbox/<slug>/, where an operator's
// SFTP server writes) or a file named on the command line. Its size and modification time
// stand in for an ETag, and a file changed within the last moments is left for the next pull,
// since an upload may still be writing it.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Downloaded, Validators } from './fetch-feed.server.ts';
import { FeedDownloadError, readLimited, tooLarge } from './feed-download-error.ts';

export const INBOX_SETTLE_MS = 2000;

export function feedInboxDir(dataDir: string, tenantSlug: string): string {
  return path.join(dataDir, 'feeds', 'inbox', tenantSlug);
}

function validatorOf(stat: fs.Stats): string {
  return `${stat.size}-${Math.round(stat.mtimeMs)}`;
}

function statOrFail(file: string): fs.Stats {
  try {
    return fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FeedDownloadError(
      code === 'ENOENT' ? `no file ${file} yet` : `cannot read ${file} (${code})`,
    );
  }
}

export interface ReadFeedFileOptions {
  validators: Validators;
  maxBytes: number;
  /** How long a file must have been left alone before it is read (default 2 s). */
  settleMs?: number;
}

export async function readFeedFile(
  file: string,
  options: ReadFeedFileOptions,
): Promise<Downloaded> {
  const settleMs = options.settleMs ?? INBOX_SETTLE_MS;
  let stat = statOrFail(file);
  const age = Date.now() - stat.mtimeMs;
  if (age < settleMs) {
    await delay(settleMs - age);
    const again = statOrFail(file);
    if (validatorOf(again) !== validatorOf(stat)) {
      throw new FeedDownloadError(`${file} is still being written; the next pull reads it`);
    }
    stat = again;
  }
  if (!stat.isFile()) throw new FeedDownloadError(`${file} is not a file`);
  const validator = validatorOf(stat);
  if (options.validators.etag === validator) return { kind: 'unchanged', httpStatus: 304 };
  if (stat.size > options.maxBytes) throw tooLarge(options.maxBytes);
  const bytes = await readLimited(fs.createReadStream(file), options.maxBytes);
  return { kind: 'body', httpStatus: undefined, bytes, validators: { etag: validator } };
}
