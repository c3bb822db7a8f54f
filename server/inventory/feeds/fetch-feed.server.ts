// Downloads a feed URL: a conditional GET (the validators of the last imported body), a time
// limit per attempt, retries with doubling delays for what may pass (network errors, time-outs,
// 5xx, 429), and a size limit enforced while the body streams in.
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { FeedDownloadError, readLimited, tooLarge } from './feed-download-error.ts';

export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export interface FetchFeedOptions {
  url: string;
  headers: Record<string, string>;
  validators: Validators;
  timeoutMs: number;
  maxBytes: number;
  /** Attempts in all (default 3). */
  attempts?: number;
  /** Delay before the second attempt; doubles each time (default 2 s). */
  retryDelayMs?: number;
}

export type Downloaded =
  | { kind: 'unchanged'; httpStatus: number }
  | { kind: 'body'; httpStatus: number | undefined; bytes: Buffer; validators: Validators };

function isRetryable(error: FeedDownloadError): boolean {
  if (error.hold) return false;
  const status = error.httpStatus;
  // A 2xx here is a body cut off part-way: as passing as a network error.
  return status === undefined || status < 300 || status >= 500 || status === 429 || status === 408;
}

async function attempt(options: FetchFeedOptions): Promise<Downloaded> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.validators.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators.lastModified) {
    headers['if-modified-since'] = options.validators.lastModified;
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(options.url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    throw new FeedDownloadError(describeNetworkError(error, options.timeoutMs));
  }
  const status = response.status;
  if (status === 304) {
    await response.body?.cancel();
    return { kind: 'unchanged', httpStatus: status };
  }
  if (status < 200 || status > 299) {
    await response.body?.cancel();
    throw new FeedDownloadError(`answered HTTP ${status} ${response.statusText}`.trim(), status);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes && !response.headers.get('content-encoding')) {
    await response.body?.cancel();
    throw tooLarge(options.maxBytes, status);
  }
  let bytes: Buffer;
  try {
    bytes = response.body
      ? await readLimited(
          Readable.fromWeb(response.body as NodeWebStream),
          options.maxBytes,
          status,
        )
      : Buffer.alloc(0);
  } catch (error) {
    if (error instanceof FeedDownloadError) throw error;
    throw new FeedDownloadError(
      `stopped part-way through the file: ${describeNetworkError(error, options.timeoutMs)}`,
      status,
    );
  }
  return {
    kind: 'body',
    httpStatus: status,
    bytes,
    validators: {
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
    },
  };
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no complete answer within ${timeoutMs / 1000} s (timeout_seconds)`;
  }
  const detail = cause?.code ?? cause?.message;
  return detail ? `${message} (${detail})` : message;
}

/** The feed's body, or `unchanged` (HTTP 304); throws FeedDownloadError once attempts run out. */
export async function fetchFeed(options: FetchFeedOptions): Promise<Downloaded> {
  const attempts = options.attempts ?? 3;
  const firstDelay = options.retryDelayMs ?? 2000;
  for (let number = 1; ; number += 1) {
    try {
      return await attempt(options);
    } catch (error) {
      if (!(error instanceof FeedDownloadError)) throw error;
      if (number >= attempts || !isRetryable(error)) {
        if (number > 1) error.message = `${error.message} (after ${number} attempts)`;
        throw error;
      }
      await delay(firstDelay * 2 ** (number - 1));
    }
  }
}
