import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from 'pino';
import type { Database, Queryable } from '#server/db/database.server.ts';
import { readLegacyRevealLine } from './legacy-reveal-line.ts';
import type { PhoneReveal } from './phone-reveal-store.server.ts';

/** Where reveals were appended before they moved into the lead store. */
export const LEGACY_PHONE_REVEALS_FILE = 'phone-reveals.jsonl';
// Any bigint the app's processes agree on: one instance imports the file at a time.
const IMPORT_LOCK_KEY = 7_241_907_302;
// 5 parameters a row: far below Postgres's 65535 parameters a statement.
const BATCH_ROWS = 500;
const SHOWN_LINE_NUMBERS = 20;

export interface LegacyImportSummary {
  imported: number;
  /** Lines already in phone_reveals (an import whose rename did not happen). */
  alreadyPresent: number;
  malformed: number;
  /** Where the file now is. */
  archivedAs: string;
}

/**
 * One-time move of DATA_DIR/phone-reveals.jsonl into phone_reveals: every good
 * line in one transaction, then the file renamed to .imported so a restart finds
 * nothing to do. Lines already present in the table before this run are not inserted
 * again, so a crash between the commit and the rename (or a second instance on the
 * same DATA_DIR) does not count a reveal twice. Undefined when there is no file.
 */
export async function importLegacyPhoneReveals(
  database: Database,
  dataDir: string,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<LegacyImportSummary | undefined> {
  const file = path.join(dataDir, LEGACY_PHONE_REVEALS_FILE);
  if (!fs.existsSync(file)) return undefined;
  const counts = await database.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    if (!fs.existsSync(file)) return undefined;
    const { rows } = await tx.query<{ max_id: number }>(
      'select coalesce(max(id), 0) as max_id from phone_reveals',
    );
    return insertLines(tx, file, rows[0]?.max_id ?? 0);
  });
  if (!counts) return undefined;
  const archivedAs = archiveName(file);
  try {
    fs.renameSync(file, archivedAs);
  } catch (error) {
    // Another instance sharing DATA_DIR imported and archived it first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const summary = { ...counts.summary, archivedAs };
  logger.info({ ...summary, file }, 'legacy phone reveals imported');
  if (summary.malformed > 0) {
    logger.warn(
      { file, malformed: summary.malformed, lines: counts.malformedLines },
      'legacy phone reveal lines were not reveals and were skipped',
    );
  }
  return summary;
}

async function insertLines(tx: Queryable, file: string, existingUpTo: number) {
  const summary = { imported: 0, alreadyPresent: 0, malformed: 0 };
  const malformedLines: number[] = [];
  let batch: PhoneReveal[] = [];
  const flush = async () => {
    const inserted = await insertBatch(tx, batch, existingUpTo);
    summary.imported += inserted;
    summary.alreadyPresent += batch.length - inserted;
    batch = [];
  };
  const lines = readline.createInterface({
    input: fs.createReadStream(file, 'utf8'),
    crlfDelay: Infinity,
  });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const reveal = readLegacyRevealLine(line);
    if (!reveal) {
      summary.malformed += 1;
      if (malformedLines.length < SHOWN_LINE_NUMBERS) malformedLines.push(lineNumber);
      continue;
    }
    batch.push(reveal);
    if (batch.length === BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  return { summary, malformedLines };
}

async function insertBatch(tx: Queryable, batch: PhoneReveal[], existingUpTo: number) {
  const params: unknown[] = [existingUpTo];
  const values = batch.map((reveal) => {
    const at = params.length;
    params.push(
      reveal.car_id,
      reveal.dealership_id,
      reveal.website_id,
      reveal.request_id,
      reveal.revealed_at,
    );
    return `($${at + 1}::bigint, $${at + 2}::bigint, $${at + 3}::text, $${at + 4}::text, $${at + 5}::timestamptz)`;
  });
  const { rowCount } = await tx.query(
    `insert into phone_reveals (car_id, dealership_id, website_id, request_id, revealed_at)
     select v.car_id, v.dealership_id, v.website_id, v.request_id, v.revealed_at
     from (values ${values.join(', ')})
       as v (car_id, dealership_id, website_id, request_id, revealed_at)
     where not exists (
       select 1 from phone_reveals p
       where p.id <= $1 and p.car_id = v.car_id and p.revealed_at = v.revealed_at
         and p.website_id = v.website_id and p.request_id is not distinct from v.request_id
     )`,
    params,
  );
  return rowCount;
}

/** phone-reveals.jsonl.imported, or .imported.2 and on when an earlier archive is there. */
function archiveName(file: string): string {
  let candidate = `${file}.imported`;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${file}.imported.${n}`;
  return candidate;
}
