// Rendered pages kept for the next shopper or crawler asking for the same URL
// (docs/decisions/0020-page-cache.md). A page is stored split at the values that must differ
// per response (its CSP nonce, its response token), and each response gets its own; an
// entry is never served after the inventory changed.
import crypto from 'node:crypto';
import type { Response as ExpressResponse } from 'express';
import { LRUCache } from 'lru-cache';

/** A stored page: its HTML around each place a per-response value went. */
export interface CachedPage {
  parts: readonly Buffer[];
  /** Which value goes after parts[i] (an index into the values it was stored with). */
  slots: readonly number[];
  /** Its size in bytes: the cache's unit. */
  bytes: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps `html` for `key`, rendered with these per-response values (the nonce first). */
  set(key: string, html: Buffer, perResponse: readonly string[]): void;
  /** Forgets every page of a site, whatever its revision (a removed site: no host reaches them). */
  dropSite(slug: string): void;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** Bounds how stale time-dependent content gets (an offer's end, a "new arrival" badge). */
  ttlMs: number;
}

/** A fresh value for RouteContext.responseToken: random, and never found in page text. */
export function newResponseToken(): string {
  return crypto.randomBytes(16).toString('hex');
}

/**
 * The key of a page: the site, the inventory version its data was read at, and the whole
 * URL as asked (host, path and query; a canonical redirect answered the other spellings),
 * less its campaign parameters (docs/decisions/0041-campaign-parameters-out-of-the-page-cache-key.md).
 */
export function pageCacheKey(site: string, inventoryVersion: string, url: string): string {
  return `${site}\n${inventoryVersion}\n${url}`;
}

/** The site part of a page's key: the slug and the revision of its site file. */
export function pageCacheSite(slug: string, revision: number): string {
  return `${slug}@${revision}`;
}

export function createPageCache({ maxBytes, ttlMs }: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: ttlMs,
  });
  // A page is served only in the time window it was rendered in: what reads the clock (an
  // offer's end) moves on with it even when the clock jumps.
  const inWindow = (key: string) => `${Math.floor(Date.now() / ttlMs)}\n${key}`;
  return {
    get: (key) => pages.get(inWindow(key)),
    set(key, html, perResponse) {
      // One huge page must not push out dozens.
      if (html.length > maxBytes / 8) return;
      pages.set(
        inWindow(key),
        splitAt(
          html,
          perResponse.map((value) => Buffer.from(value)),
        ),
      );
    },
    dropSite(slug) {
      // A stored key is `<window>\n<slug>@<revision>\n<version>\n<url>` (pageCacheSite).
      const site = `\n${slug}@`;
      for (const key of [...pages.keys()]) {
        if (key.startsWith(site, key.indexOf('\n'))) pages.delete(key);
      }
    },
  };
}

function splitAt(html: Buffer, values: readonly Buffer[]): CachedPage {
  const ranges: Array<[number, number]> = [];
  const slots: number[] = [];
  let start = 0;
  for (;;) {
    let at = -1;
    let slot = -1;
    values.forEach((value, index) => {
      const found = html.indexOf(value, start);
      if (found !== -1 && (at === -1 || found < at)) [at, slot] = [found, index];
    });
    if (at === -1) break;
    ranges.push([start, at]);
    slots.push(slot);
    start = at + values[slot]!.length;
  }
  ranges.push([start, html.length]);
  // One buffer of its own (not a slice of the render's, nor of Node's shared pool), so the
  // cache's count of bytes is what the page holds.
  const bytes = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
  const stored = Buffer.allocUnsafeSlow(bytes);
  let offset = 0;
  const parts = ranges.map(([from, to]) => {
    html.copy(stored, offset, from, to);
    offset += to - from;
    return stored.subarray(offset - (to - from), offset);
  });
  return { parts, slots, bytes };
}

/**
 * Answers with a stored page, this response's own values put back in their places. The
 * stored parts are written as they are: no copy of the page per response.
 */
export function sendCachedPage(
  res: ExpressResponse,
  page: CachedPage,
  perResponse: readonly string[],
): void {
  const values = perResponse.map((value) => Buffer.from(value));
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    chunks.push(part);
    if (index < page.slots.length) chunks.push(values[page.slots[index]!]!);
  });
  sendPageHtml(res, chunks, 'cache;desc=hit');
}

/** The status and headers every page response carries, streamed or sent whole. */
export function setPageHeaders(res: ExpressResponse, status: number, serverTiming: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The nonce is per response, so a copy a browser or proxy stored would carry a stale one.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Server-Timing', serverTiming);
}

/** A whole page (200 unless said): its headers, then its HTML. */
export function sendPageHtml(
  res: ExpressResponse,
  html: Buffer | readonly Buffer[],
  serverTiming: string,
  status = 200,
): void {
  const chunks = Buffer.isBuffer(html) ? [html] : html;
  setPageHeaders(res, status, serverTiming);
  res.setHeader(
    'Content-Length',
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}
