import type { Response as ExpressResponse } from 'express';
import { isRouteErrorResponse, type StaticHandler } from 'react-router';
import type { RouteContext } from '#shared/app/route-context.ts';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

/**
 * JSON for the browser router's loaders (client navigations): runs one route's
 * loader on the server, in the same tenant context as a full page render.
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
  try {
    const result = await handler.queryRoute(new Request(url, { signal: request.signal }), {
      routeId,
      requestContext: context,
    });
    if (isRedirect(result)) return res.json({ redirect: result.headers.get('Location') });
    if (
      result &&
      typeof result === 'object' &&
      'type' in result &&
      result.type === 'DataWithResponseInit'
    ) {
      const wrapped = result as unknown as { data: unknown; init: ResponseInit | null };
      return res.status(wrapped.init?.status ?? 200).json(wrapped.data);
    }
    return res.json(result ?? null);
  } catch (thrown) {
    if (isRedirect(thrown)) return res.json({ redirect: thrown.headers.get('Location') });
    if (isRouteErrorResponse(thrown)) {
      return res
        .status(thrown.status)
        .json({ error: { code: 'route_error', message: thrown.statusText } });
    }
    throw thrown;
  }
}
