import { blankAddresses } from './blank-addresses.ts';

/**
 * What an error may bring into a log line. Database drivers attach the statement's
 * parameters (`params`), the failing row (`detail`), the value being parsed (`where`) and the
 * statement (`query`); body parsers attach the request `body`. None of those are kept: only
 * these fields, which name things, never hold them.
 */
const KEPT_FIELDS = [
  'code',
  'errno',
  'syscall',
  'status',
  'statusCode',
  'expose',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;
const MAX_MESSAGE = 500;
const MAX_CAUSES = 3;
// A Postgres SQLSTATE, which PGlite and node-postgres errors carry as `code`.
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown };

/**
 * pino's `err` serializer: the error's class, a message safe to log, the stack frames, the
 * fields above, and its cause. A database error's message can quote a value
 * ('invalid input syntax for type integer: "…"'), as can a JSON parse error's: in those,
 * quoted text other than the error's own table, column or constraint name is replaced.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || error === undefined) return error;
  if (typeof error !== 'object') return { message: safeText(String(error)) };
  const fields = error as ErrorLike;
  const message = safeMessage(fields);
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Object',
    message,
  };
  if (typeof fields.name === 'string') out.name = fields.name;
  if (typeof fields.stack === 'string') out.stack = safeStack(fields, message);
  // A body parser's kind of failure ('entity.parse.failed'); `type` is the class, as in pino.
  if (typeof fields.type === 'string') out.errorType = safeText(fields.type);
  for (const key of KEPT_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string') out[key] = safeText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(fields.cause, depth + 1);
  }
  if (Array.isArray(fields.errors) && depth < MAX_CAUSES) {
    out.errors = fields.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

/** The message a log line may show for this error (also its `msg` when none is given). */
export function safeMessage(error: unknown): string {
  const fields = (error ?? {}) as ErrorLike;
  const raw = typeof fields.message === 'string' ? fields.message : '';
  return safeText(quotesValues(fields) ? maskQuoted(raw, identifiers(fields)) : raw);
}

function quotesValues(fields: ErrorLike): boolean {
  const isDatabaseError =
    typeof fields.code === 'string' &&
    SQLSTATE.test(fields.code) &&
    typeof fields.severity === 'string';
  return isDatabaseError || fields instanceof SyntaxError || fields.name === 'SyntaxError';
}

function identifiers(fields: ErrorLike): Set<string> {
  const names = [fields.table, fields.column, fields.constraint, fields.schema, fields.dataType];
  return new Set(names.filter((name): name is string => typeof name === 'string'));
}

function maskQuoted(message: string, allowed: Set<string>): string {
  return message.replace(QUOTED, (quoted) => (allowed.has(quoted.slice(1, -1)) ? quoted : '"…"'));
}

function safeText(text: string): string {
  const clean = blankAddresses(text);
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE - 1)}…` : clean;
}

/** The stack's frames under a first line rebuilt from the safe message. */
function safeStack(fields: ErrorLike, message: string): string {
  const frames = String(fields.stack)
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const name = typeof fields.name === 'string' ? fields.name : 'Error';
  return [`${name}: ${message}`, ...frames].join('\n');
}
