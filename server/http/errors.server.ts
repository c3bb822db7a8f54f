import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { renderFallbackPage } from '#server/ssr/fallback-page.server.ts';
import { noteServerError, requestIdOf } from './request-log.server.ts';

/** The platform's JSON error shape: { error: { code, message, fields? } }. */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** A 5xx's JSON error: the shape above plus the request id the server's log line carries. */
export function apiServerError(res: Response, code: string, message: string) {
  const requestId = requestIdOf(res);
  return { error: requestId ? { code, message, request_id: requestId } : { code, message } };
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
  if (status === 500) noteServerError(res, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const isApi = req.path.startsWith('/api/');
  if (!isApi) {
    res
      .status(status)
      .type('html')
      .send(renderFallbackPage(requestIdOf(res)));
    return;
  }
  if (status === 500) {
    res
      .status(500)
      .json(apiServerError(res, 'internal', 'Something went wrong on our side; please try again'));
    return;
  }
  const message =
    error.type === 'entity.too.large'
      ? 'Request body is too large'
      : error.type === 'entity.parse.failed'
        ? 'Request body is not valid JSON'
        : error.message;
  res.status(status).json(apiError(error.type?.replace(/\./g, '_') ?? 'bad_request', message));
};
