import { pino, type DestinationStream, type Logger } from 'pino';
import { blankAddresses } from './logging/blank-addresses.ts';
import { PERSONAL_REDACT_PATHS } from './logging/personal-data-fields.ts';
import { REDACTED, redactLogObject } from './logging/redact-log-object.ts';
import { safeMessage, serializeError } from './logging/serialize-error.ts';

/**
 * Structured JSON logs (stdout unless a destination is given) that never hold a shopper's
 * personal data (docs/decisions/0015): every log object goes through redactLogObject (a
 * child logger's bindings through the same keys as redact paths), errors through
 * serializeError, and a message taken from an error is its safe message.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const serialized = new WeakSet<object>();
  const serializeOnce = (value: unknown) => {
    if (value && typeof value === 'object' && serialized.has(value)) return value;
    const out = serializeError(value);
    if (out && typeof out === 'object') serialized.add(out);
    return out;
  };
  const redact = (object: Record<string, unknown>) => {
    const out = redactLogObject(object);
    if (out.err && typeof out.err === 'object') serialized.add(out.err);
    return out;
  };
  const options = {
    level,
    base: { service: 'dealer-platform' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { log: redact, bindings: redact },
    redact: { paths: PERSONAL_REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeOnce, msg: (msg: unknown) => redactMessage(msg) },
    hooks: {
      // pino uses an error's own message when no message is given; that message can quote data.
      logMethod(this: Logger, args: Parameters<Logger['info']>, method: Logger['info']) {
        const [first, second] = args as unknown[];
        if (typeof second !== 'string' && first && typeof first === 'object') {
          const error = first instanceof Error ? first : (first as { err?: unknown }).err;
          if (error instanceof Error) {
            const object = first instanceof Error ? { err: first } : first;
            return method.call(this, object, safeMessage(error) || 'error');
          }
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

function redactMessage(msg: unknown): unknown {
  return typeof msg === 'string' ? blankAddresses(msg) : msg;
}
