import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { TenantRegistry } from '#server/tenancy/tenant-registry.server.ts';
import { requestTenant } from '#server/tenancy/tenant-middleware.server.ts';
import type { SendRequestProblem } from '#server/ssr/request-problem-page.server.tsx';
import type { RequestProblem } from './request-problem.ts';
import { findTargetProblem } from './target-problems.server.ts';
import { contentTypeProblem, formBodyProblem } from './form-post-problems.server.ts';

const isApi = (target: string) => target === '/api' || /^\/api[/?]/.test(target);
// File paths get the plain page: a missing picture has no use for a site's header.
const FILE_PATH = /^\/(assets|images|tenant-assets)\//;

/**
 * Every page, file and crawl path refuses a target it cannot read (docs/decisions/0018-malformed-page-requests.md)
 * before anything routes on it. JSON endpoints (/api) answer for themselves.
 */
export function rejectMalformedTargets(
  registry: TenantRegistry,
  send: SendRequestProblem,
): RequestHandler {
  return async (req, res, next) => {
    const target = req.originalUrl;
    const problem = isApi(target) ? undefined : findTargetProblem(target);
    if (!problem) return next();
    const { host, tenant } = requestTenant(registry, req);
    res.locals.host = host;
    await send(req, res, problem, FILE_PATH.test(target) ? undefined : tenant);
  };
}

/** A page's form post: a web form (415 otherwise) whose fields can be read (400 otherwise). */
export function checkFormPostType(send: SendRequestProblem): RequestHandler {
  return async (req, res, next) => {
    const problem = contentTypeProblem(req.get('content-type'));
    if (!problem) return next();
    await send(req, res, problem, res.locals.tenant);
  };
}

export function checkFormPostBody(send: SendRequestProblem): RequestHandler {
  return async (req, res, next) => {
    const problem = Buffer.isBuffer(req.body) ? formBodyProblem(req.body) : undefined;
    if (!problem) return next();
    await send(req, res, problem, res.locals.tenant);
  };
}

interface HttpError extends Error {
  status?: number;
  type?: string;
}

function problemOfError(error: HttpError, formLimit: string): RequestProblem | undefined {
  const status = error.status ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const notSent = 'This form could not be sent';
  if (error.type === 'entity.too.large') {
    return {
      status: 413,
      title: notSent,
      message: `${notSent}: it is larger than ${formLimit.replace(/kb$/i, ' kB')}.`,
    };
  }
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
    return {
      status: 415,
      title: notSent,
      message: `${notSent}: ${error.type === 'charset.unsupported' ? 'its charset' : 'its Content-Encoding'} is not one this site reads.`,
    };
  }
  if (status === 404) {
    return {
      status: 404,
      title: 'Not found',
      message: 'Not found: there is no file at this address.',
    };
  }
  return {
    status: 400,
    title: notSent,
    message: `${notSent}: its body could not be read (cut short, or its compression is corrupt).`,
  };
}

/** Client errors on page and file paths (body reading, static files) as a specific page. */
export function pageRequestErrors(
  send: SendRequestProblem,
  formLimit: string,
): ErrorRequestHandler {
  return async (error: HttpError, req, res, next) => {
    const problem = isApi(req.originalUrl) ? undefined : problemOfError(error, formLimit);
    if (!problem || res.headersSent) return next(error);
    const tenant = FILE_PATH.test(req.originalUrl) ? undefined : res.locals.tenant;
    await send(req, res, problem, tenant);
  };
}
