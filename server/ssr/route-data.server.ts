import type { Response as ExpressResponse } from 'express';
import { isRouteErrorResponse, type StaticHandler } from 'react-router';
import type { RouteContext } from '#shared/app/route-context.ts';
import {
  ROUTE_DATA_PARAM,
  ROUTE_ERROR_HEADER,
  ROUTE_REDIRECT_HEADER,
} from '#shared/app/route-data-param.ts';
import { apiServerError } from '#server/http/errors.server.ts';
import { noteServerError } from '#server/http/request-log.server.ts';

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * JSON for the browser router's loaders (client navigations): runs one route's
 * loader on the server, in the same tenant context as a full page render.
 * Loader data keeps its status (a 404 page stays a 404); a redirect and an
 * error are flagged by headers, so a body can never be mistaken for either.
 */
export async function sendRouteData(
  handler: StaticHandler,
  request: Request,
  routeId: string,
  context: RouteContext,
  res: ExpressResponse,
) {
  const url = new URL(request.url);
  url.searchParams.delete(ROUTE_DATA_PARAM);
  res.setHeader('Cache-Control', 'private, no-cache');
  let outcome: unknown;
  try {
    outcome = await handler.queryRoute(new Request(url, { signal: request.signal }), {
      routeId,
      requestContext: context,
    });
  } catch (thrown) {
    outcome = thrown;
  }
  if (request.signal.aborted) return;
  if (isRedirect(outcome)) {
    res.status(204).setHeader(ROUTE_REDIRECT_HEADER, outcome.headers.get('Location') ?? '/');
    res.end();
  } else if (outcome instanceof Response) {
    // react-router hands back `data(value, { status })` as a Response.
    res.status(outcome.status).json(await readJson(outcome));
  } else if (isRouteErrorResponse(outcome)) {
    // Includes a route id that does not match the URL.
    res.setHeader(ROUTE_ERROR_HEADER, '1');
    res.status(outcome.status === 403 ? 404 : outcome.status).json({
      error: { code: 'route_error', message: outcome.statusText },
    });
  } else if (outcome instanceof Error) {
    noteServerError(res, outcome, `route ${routeId}`);
    res.setHeader(ROUTE_ERROR_HEADER, '1');
    res.status(500).json(apiServerError(res, 'internal', 'Something went wrong'));
  } else {
    res.json(outcome ?? null);
  }
}
