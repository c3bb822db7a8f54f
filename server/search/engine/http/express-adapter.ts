import express, { type Express, type Request as ExpressRequest } from 'express';
import type { SearchHandler } from './handle-request.ts';
import { DEFAULT_MAX_PAYLOAD_BYTES } from './request-body.ts';
import { SearchError } from '../search-error.ts';

/**
 * Serves a Fetch-style search handler over HTTP with Express: the raw body (up to
 * Meilisearch's payload limit) and headers become a Fetch `Request`, the handler's
 * `Response` is written back as is. A body over the limit answers Meilisearch's
 * `payload_too_large` (413).
 */
export interface SearchExpressOptions {
  maxPayloadBytes?: number;
}

export function createSearchExpressApp(
  handler: SearchHandler,
  options: SearchExpressOptions = {},
): Express {
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.raw({ type: () => true, limit: maxPayloadBytes }));
  app.use(async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const response = await handler(toFetchRequest(req, controller.signal));
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      const body = Buffer.from(await response.arrayBuffer());
      res.end(body.length > 0 ? body : undefined);
    } catch (error) {
      next(error);
    }
  });
  app.use(
    (
      error: { status?: number; type?: string; message?: string },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      const searchError =
        error.type === 'entity.too.large'
          ? new SearchError(
              'payload_too_large',
              `The provided payload reached the size limit. The maximum accepted payload size is ${maxPayloadBytes / 1_000_000} MB.`,
              { httpStatus: 413 },
            )
          : error.status && error.status >= 400 && error.status < 500
            ? new SearchError('bad_request', error.message ?? 'Bad request')
            : new SearchError('internal', error.message ?? 'Internal error', {
                type: 'internal',
                httpStatus: 500,
              });
      res.status(searchError.httpStatus).json(searchError.toJSON());
    },
  );
  return app;
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = Buffer.isBuffer(req.body) && req.body.length > 0;
  return new Request(url, {
    method: req.method,
    headers,
    signal,
    ...(hasBody && req.method !== 'GET' && req.method !== 'HEAD'
      ? { body: new Uint8Array(req.body as Buffer) }
      : {}),
  });
}

export interface SearchServer {
  /** Base URL, e.g. `http://127.0.0.1:7700`. */
  url: string;
  port: number;
  /** Stops accepting connections and resolves once open ones are finished. */
  close(): Promise<void>;
}

/** Listens on `port` (0 picks a free one) and `host`. */
export function listenSearchServer(
  handler: SearchHandler,
  options: SearchExpressOptions & { port: number; host?: string },
): Promise<SearchServer> {
  const app = createSearchExpressApp(handler, options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, host, (error?: Error) => {
      if (error) return reject(error);
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${port}`,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((closeError) => (closeError ? fail(closeError) : done()));
            server.closeIdleConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
