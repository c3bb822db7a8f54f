import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

interface ServerError {
  err: unknown;
  /** Where it happened, when the error alone does not say (a route id, a render phase). */
  where?: string;
}

/**
 * Records why this request failed on the server's side. It is not logged here: the
 * request's own line carries it, so a failed request is one error line with its id.
 */
export function noteServerError(res: Response, err: unknown, where?: string): void {
  const errors = (res.locals.serverErrors ??= []) as ServerError[];
  // React reports a shell error to onError and onShellError both; it is one fault.
  if (errors.some((noted) => noted.err === err)) return;
  errors.push(where ? { err, where } : { err });
}

/**
 * This 503 is the answer asked for, not a fault: readiness saying "not yet" (the stock still
 * loading, a shutdown begun, a dependency down). Its line is a warning naming the failing
 * checks, not an error: a probe every few seconds during each start would otherwise be an
 * error line each.
 */
export function noteNotReady(res: Response, failingChecks: string[]): void {
  res.locals.notReady = failingChecks;
}

/** The id a shopper can quote (error pages show it; X-Request-Id carries it). */
export function requestIdOf(res: Response): string | undefined {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
}

/**
 * The path the client asked for, as it sent it, without the query string (it may carry a
 * shopper's details). Not `req.path`: inside a mounted router that is the rest of the path
 * (POST /api/leads would read `/`), and a rewrite (tenant assets) changes it too.
 */
export function pathAsSent(originalUrl: string): string {
  const end = originalUrl.search(/[?#]/);
  return end === -1 ? originalUrl : originalUrl.slice(0, end);
}

/**
 * Gives each request an id (a proxy's X-Request-Id when well-formed), a child
 * logger, and one JSON line when it ends: method, path without query string (it
 * may carry a shopper's details), status, tenant and duration. No personal data,
 * no client address. A 5xx, or an error noted with noteServerError, makes it an
 * error line carrying the error: one per failed request.
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
        path: pathAsSent(req.originalUrl),
        status: res.statusCode,
        tenant: res.locals.tenant?.config.slug ?? null,
        durationMs,
        aborted: !res.writableFinished,
      };
      const errors = (res.locals.serverErrors ?? []) as ServerError[];
      const log = res.locals.log as Logger;
      if (res.statusCode < 500 && errors.length === 0) {
        log.info(line, 'request');
        return;
      }
      if (Array.isArray(res.locals.notReady) && errors.length === 0) {
        log.warn({ ...line, notReady: res.locals.notReady }, 'not ready');
        return;
      }
      const [first, ...later] = errors;
      log.error(
        {
          ...line,
          ...(first ? { err: first.err, where: first.where } : {}),
          ...(later.length > 0 ? { laterErrors: later } : {}),
        },
        'request failed',
      );
    });
    next();
  };
}
