import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; shoppers' details are never logged, so no redaction list is needed here. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'dealer-platform' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
