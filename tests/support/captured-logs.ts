import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '#server/logger.server.ts';

export interface LogLine extends Record<string, unknown> {
  level: number;
  msg: string;
  reqId?: string;
}

/** The platform's own logger (redaction and all) at trace level, writing into memory. */
export function capturedLogs(): { logger: Logger; text(): string; lines(): LogLine[] } {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger('trace', sink),
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
  };
}

/** pino's level number for error. */
export const ERROR_LEVEL = 50;
