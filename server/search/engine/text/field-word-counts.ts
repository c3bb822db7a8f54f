/**
 * Word count of each field of each slot, for the exact-attribute rule ("the
 * field holds exactly the query"): one flat byte array of slot × 31 fields,
 * so ranking reads it without chasing a per-document array.
 */
export interface FieldWordCounts {
  bytes: Uint8Array;
}

/** Fields past this index are not counted (the rule also keeps field bitmasks in 31 bits). */
export const COUNTED_FIELDS = 31;
// Meilisearch counts the words of fields up to this length only.
const MAX_COUNTED_WORDS = 30;

export function createFieldWordCounts(): FieldWordCounts {
  return { bytes: new Uint8Array(1024 * COUNTED_FIELDS) };
}

/** Records a field's word count; longer than 30 words is stored as "not counted". */
export function setFieldWordCount(
  counts: FieldWordCounts,
  slot: number,
  field: number,
  words: number,
): void {
  if (field >= COUNTED_FIELDS) return;
  const at = slot * COUNTED_FIELDS + field;
  if (at >= counts.bytes.length) {
    // A quarter more, not double: at 100k slots doubling left up to 3 MB unused.
    const bigger = new Uint8Array(
      Math.max(Math.ceil(counts.bytes.length * 1.25), at + COUNTED_FIELDS),
    );
    bigger.set(counts.bytes);
    counts.bytes = bigger;
  }
  counts.bytes[at] = words <= MAX_COUNTED_WORDS ? words : 255;
}

/** Clears a slot's counts (a removed document, or a slot reused by compaction). */
export function clearFieldWordCounts(counts: FieldWordCounts, slot: number): void {
  const at = slot * COUNTED_FIELDS;
  if (at < counts.bytes.length) counts.bytes.fill(0, at, at + COUNTED_FIELDS);
}

/** Moves a slot's counts to another slot (compaction). */
export function moveFieldWordCounts(counts: FieldWordCounts, from: number, to: number): void {
  const start = from * COUNTED_FIELDS;
  if (start >= counts.bytes.length) return;
  counts.bytes.copyWithin(to * COUNTED_FIELDS, start, start + COUNTED_FIELDS);
}
