import type { PhoneReveal } from './phone-reveal-store.server.ts';

/** What the file log wrote: Date#toISOString(), nothing looser. */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return false;
  // The round trip refuses dates such as Feb 30 that Date would roll over and Postgres refuse.
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

/**
 * One line of the retired DATA_DIR/phone-reveals.jsonl as a reveal, or undefined
 * when it is not one (a line cut short by a crash, a hand edit). Checked in full
 * here so that no bad value reaches the database and aborts the whole import.
 */
export function readLegacyRevealLine(line: string): PhoneReveal | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const { car_id, dealership_id, website_id, revealed_at, request_id } = record;
  if (!isPositiveId(car_id) || !isPositiveId(dealership_id)) return undefined;
  if (typeof website_id !== 'string' || website_id === '') return undefined;
  if (!isInstant(revealed_at)) return undefined;
  if (request_id !== undefined && request_id !== null && typeof request_id !== 'string') {
    return undefined;
  }
  return {
    car_id,
    dealership_id,
    website_id,
    revealed_at,
    request_id: request_id ?? null,
  };
}
