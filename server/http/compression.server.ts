import zlib from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import compression from 'compression';

/**
 * Pages are compressed for every response (their nonce differs), so their settings are the
 * cheaper ones (docs/decisions/0034): gzip level 4 and brotli quality 2 cost about half of
 * the defaults (6 and 4) on a 100 kB page for 5-8% more bytes. Everything else (scripts,
 * styles, JSON) keeps the defaults.
 */
const PAGE_GZIP_LEVEL = 4;
const PAGE_BROTLI_QUALITY = 2;

const isPage = (res: ServerResponse) =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/html');

/**
 * Response compression: two instances of the middleware, each filtering the other's
 * responses. The pages' instance is the inner one, so it decides first: a page it encoded is
 * left alone by the outer one ("already encoded").
 */
export function responseCompression(): RequestHandler[] {
  return [
    compression({
      filter: (req, res) => !isPage(res) && compression.filter(req as Request, res),
    }),
    compression({
      level: PAGE_GZIP_LEVEL,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
      filter: (req, res) => isPage(res) && compression.filter(req as Request, res),
    }),
  ];
}
