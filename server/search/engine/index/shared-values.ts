import type { Doc } from './index-store.ts';

/** Strings longer than this are rarely repeated (descriptions, ids in URLs): kept as they are. */
const MAX_SHARED_STRING = 64;

/**
 * The documents of one write repeat most of their values: every car of a dealer names the same
 * location, lenders and payment settings, and the same makes, colours and features. Stored as
 * one frozen instance of each equal string, array and object, a car costs about a third of the
 * heap it costs as parsed (docs/decisions/0035-fleet-memory-and-start-up.md). The pool lives for
 * one write, so nothing it holds outlives the documents that use it.
 *
 * `share` returns what the document reads as JSON, as a write over HTTP would store it: keys
 * whose value is undefined are left out and numbers that are not finite become null. The
 * document's own top level is a new object (not frozen: updates copy it); nested values may be
 * shared with other documents, so nothing may change them in place.
 */
export interface SharedValues {
  share(doc: Doc): Doc;
}

export function createSharedValues(): SharedValues {
  const strings = new Map<string, string>();
  /** Each field's last nested value: a dealer's cars repeat one after another. */
  const lastOf = new Map<string, object>();

  function value(input: unknown): unknown {
    if (typeof input === 'string') {
      if (input.length > MAX_SHARED_STRING) return input;
      const known = strings.get(input);
      if (known !== undefined) return known;
      strings.set(input, input);
      return input;
    }
    if (typeof input === 'number') return Number.isFinite(input) ? input : null;
    if (input === null || typeof input !== 'object') return input;
    if (Array.isArray(input)) return input.map((item) => (item === undefined ? null : value(item)));
    const out: Doc = {};
    for (const field in input) {
      const item = (input as Doc)[field];
      if (item !== undefined) out[field] = value(item);
    }
    return out;
  }

  /** Each field's value as stored: shared with the car before when it reads the same. */
  function field(name: string, item: unknown): unknown {
    if (item === null || typeof item !== 'object') return value(item);
    const last = lastOf.get(name);
    if (last !== undefined && sameJson(last, item)) {
      return Object.isFrozen(last) ? last : deepFreeze(last);
    }
    const stored = value(item) as object;
    lastOf.set(name, stored);
    return stored;
  }

  return {
    share(doc) {
      // A copy made by spreading keeps V8's fast layout at a car's fifty-odd fields; adding
      // them one by one to an empty object turned it into a hash table of twice the size
      // (docs/decisions/0038-fleet-start-up-per-car.md). Its values are then replaced in place.
      const out: Doc = { ...doc };
      for (const name in out) {
        const item = out[name];
        if (item === undefined) return withoutUndefined(doc, field);
        out[name] = field(name, item);
      }
      return out;
    },
  };
}

/** The rare document holding undefined values: those keys are left out, as JSON leaves them. */
function withoutUndefined(doc: Doc, field: (name: string, item: unknown) => unknown): Doc {
  const out: Doc = {};
  for (const name in doc) {
    const item = doc[name];
    if (item !== undefined) out[name] = field(name, item);
  }
  return out;
}

/** Whether `input` reads as the same JSON as `stored` (a value `share` made). */
function sameJson(stored: unknown, input: unknown): boolean {
  if (stored === input) return true;
  if (typeof input === 'number' && !Number.isFinite(input)) return stored === null;
  if (
    stored === null ||
    input === null ||
    typeof stored !== 'object' ||
    typeof input !== 'object'
  ) {
    return false;
  }
  if (Array.isArray(stored)) {
    if (!Array.isArray(input) || input.length !== stored.length) return false;
    for (let i = 0; i < stored.length; i += 1) {
      if (!sameJson(stored[i], input[i] === undefined ? null : input[i])) return false;
    }
    return true;
  }
  if (Array.isArray(input)) return false;
  const storedFields = Object.keys(stored);
  let index = 0;
  for (const field in input) {
    const item = (input as Doc)[field];
    if (item === undefined) continue;
    if (storedFields[index++] !== field || !sameJson((stored as Doc)[field], item)) return false;
  }
  return index === storedFields.length;
}

function deepFreeze<T extends object>(value: T): T {
  for (const item of Object.values(value)) {
    if (item !== null && typeof item === 'object') deepFreeze(item);
  }
  return Object.freeze(value);
}
