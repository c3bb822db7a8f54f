import { blankAddresses } from '#server/logging/blank-addresses.ts';

// What an attempt's detail and last_error may say: a short technical reason (status code, error
// code), never the lead's personal data. Servers' replies can quote addresses back, so any
// address is blanked and the text is cut short.
const MAX_LENGTH = 200;

export function safeDetail(text: string): string {
  const clean = blankAddresses(text).replace(/\s+/g, ' ').trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH - 1)}…` : clean;
}

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  responseCode?: unknown;
  response?: unknown;
  cause?: unknown;
}

/** A network, SMTP or fetch error in a few words: its SMTP reply, else its code and message. */
export function errorDetail(error: unknown): string {
  const fields = (error ?? {}) as ErrorFields;
  if (fields.name === 'TimeoutError') return 'timed out';
  if (typeof fields.response === 'string' && fields.response) {
    return safeDetail(`SMTP ${fields.response}`);
  }
  // fetch reports "fetch failed" and keeps the socket's error (ECONNREFUSED...) as the cause.
  const cause = fields.cause as ErrorFields | undefined;
  if (fields.message === 'fetch failed' && cause) return errorDetail(cause);
  const code = typeof fields.code === 'string' ? fields.code : '';
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  return safeDetail(code && !message.includes(code) ? `${code}: ${message}` : message);
}
