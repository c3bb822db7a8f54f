import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (a proxy's X-Request-Id when well-formed), a child
 * logger, and one JSON line when it ends: method, path without query string (it
 * may carry a shopper's details), status, tenant and duration. No personal data.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ reqId: requestId });
    res.setHeader('X-Request-Id', requestId);
    res.on('close', () => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        tenant: res.locals.tenant?.config.slug ?? null,
        durationMs,
        aborted: !res.writableFinished,
      };
      res.locals.log.info(line, 'request');
    });
    next();
  };
}
