import type { ErrorRequestHandler, RequestHandler } from 'express';
import { renderFallbackPage } from '#server/ssr/fallback-page.server.ts';

/** The platform's JSON error shape: { error: { code, message, fields? } }. */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(apiError('not_found', `No API endpoint ${req.method} ${req.path}`));
};

interface HttpError extends Error {
  status?: number;
  type?: string;
  expose?: boolean;
}

/** Body-parser and other client errors keep their status; anything else is a logged 500. */
export const handleErrors: ErrorRequestHandler = (error: HttpError, req, res, _next) => {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) res.locals.log?.error({ err: error }, 'unhandled error');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const isApi = req.path.startsWith('/api/');
  if (!isApi) {
    res.status(status).type('html').send(renderFallbackPage());
    return;
  }
  const message =
    error.type === 'entity.too.large'
      ? 'Request body is too large'
      : error.type === 'entity.parse.failed'
        ? 'Request body is not valid JSON'
        : status === 500
          ? 'Something went wrong on our side; please try again'
          : error.message;
  const code = status === 500 ? 'internal' : (error.type?.replace(/\./g, '_') ?? 'bad_request');
  res.status(status).json(apiError(code, message));
};
