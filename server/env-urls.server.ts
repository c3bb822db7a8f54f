// The environment's URL readers: each fails with one line naming the variable and what is
// allowed, a password in the value starred (server/env.server.ts reads URLs through them).
import { fail, type Source } from './env-readers.server.ts';

export function readHttpUrl(src: Source, name: string): string | undefined {
  const raw = src[name]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    fail(name, raw, 'expected an http:// or https:// URL');
  }
  return raw.replace(/\/+$/, '');
}

export function readPostgresUrl(src: Source, name: string): string | undefined {
  return readUrl(src, name, ['postgres:', 'postgresql:']);
}

/** A connection URL fit for logs and error messages: its password starred. */
export function redactPassword(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

export function readUrl(
  src: Source,
  name: string,
  protocols: readonly string[],
): string | undefined {
  const raw = src[name]?.trim();
  if (!raw) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = undefined;
  }
  if (!protocol || !protocols.includes(protocol)) {
    fail(
      name,
      redactPassword(raw),
      `expected a ${protocols.map((p) => `${p}//`).join(' or ')} URL`,
    );
  }
  return raw;
}
