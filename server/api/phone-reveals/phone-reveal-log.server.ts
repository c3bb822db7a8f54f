import fs from 'node:fs/promises';
import path from 'node:path';

export const PHONE_REVEALS_FILE_NAME = 'phone-reveals.jsonl';

/** One recorded reveal (ARCHITECTURE HTTP contract: car_id, dealership_id, website_id). */
export interface PhoneReveal {
  car_id: number;
  dealership_id: number;
  /** The site the shopper was on: its tenant slug. */
  website_id: string;
  /** ISO 8601, UTC. */
  revealed_at: string;
  /** Ties the record to the request's log lines. */
  request_id: string;
}

export type RecordPhoneReveal = (reveal: PhoneReveal) => Promise<void>;

/**
 * Reveals as JSON lines in DATA_DIR/phone-reveals.jsonl: durable before the
 * 201, with no database yet. The leads store (a later issue) moves them into
 * Postgres/PGlite beside the leads; this file is then imported once and retired.
 *
 * One appendFile per reveal: the file is opened O_APPEND, so concurrent
 * requests' lines land whole, one after another, on a local disk.
 */
export function createPhoneRevealLog(dataDir: string): RecordPhoneReveal {
  const file = path.join(dataDir, PHONE_REVEALS_FILE_NAME);
  return (reveal) => fs.appendFile(file, `${JSON.stringify(reveal)}\n`, 'utf8');
}
