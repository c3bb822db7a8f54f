// Rendered pages kept for the next shopper or crawler asking for the same URL
// (docs/decisions/0020-page-cache.md). A page is stored split at its CSP nonce, so each
// response gets its own nonce; an entry is never served after the inventory changed.
import type { Response as ExpressResponse } from 'express';
import { LRUCache } from 'lru-cache';

/** A stored page: its HTML around each place the nonce went. */
export interface CachedPage {
  parts: readonly Buffer[];
  /** The HTML with its nonce removed, in bytes: the cache's unit of size. */
  bytes: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps `html`, rendered with `nonce`, for `key`. */
  set(key: string, html: Buffer, nonce: string): void;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** Bounds how stale time-dependent content gets (an offer's end, a "new arrival" badge). */
  ttlMs: number;
}

/**
 * The key of a page: the site, the inventory version its data was read at, and the whole
 * URL as asked (host, path and query; a canonical redirect answered the other spellings).
 */
export function pageCacheKey(site: string, inventoryVersion: number, url: string): string {
  return `${site}\n${inventoryVersion}\n${url}`;
}

export function createPageCache({ maxBytes, ttlMs }: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: ttlMs,
  });
  return {
    get: (key) => pages.get(key),
    set(key, html, nonce) {
      const parts = splitAt(html, Buffer.from(nonce));
      const bytes = parts.reduce((sum, part) => sum + part.length, 0);
      if (bytes > maxBytes / 8) return; // One huge page must not push out dozens.
      pages.set(key, { parts, bytes });
    },
  };
}

function splitAt(html: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(separator); at !== -1; at = html.indexOf(separator, start)) {
    parts.push(html.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(html.subarray(start));
  // Copied out of the render's buffer, so a stored page holds only its own bytes.
  return parts.map((part) => Buffer.from(part));
}

/** Answers with a stored page, this response's nonce put back where the render's was. */
export function sendCachedPage(res: ExpressResponse, page: CachedPage, nonce: string): void {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  sendPageHtml(res, Buffer.concat(chunks), 'cache;desc=hit');
}

/** The headers every page response carries, then its HTML. */
export function sendPageHtml(res: ExpressResponse, html: Buffer, serverTiming: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The nonce is per response, so a copy a browser or proxy stored would carry a stale one.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Server-Timing', serverTiming);
  res.end(html);
}
