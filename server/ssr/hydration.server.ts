import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';
import type { RouteErrorShown } from '#shared/app/error-reference.ts';

/**
 * The route errors a page renders and the browser router receives, as plain JSON. Route
 * error responses (a 404, a thrown `data()`) survive a JSON round trip as-is. Anything else
 * a loader or action threw is a server fault: it is handed to `onServerError` (logged with
 * the request) and replaced by its message (only when errors are exposed, never in
 * production) and the reference the error page shows.
 */
export function publicRouteErrors(
  errors: StaticHandlerContext['errors'],
  options: {
    exposeErrors: boolean;
    reference: string | undefined;
    onServerError: (error: unknown, routeId: string) => void;
  },
): StaticHandlerContext['errors'] {
  if (!errors) return errors;
  const shown: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      shown[routeId] = error;
      continue;
    }
    options.onServerError(error, routeId);
    const message =
      options.exposeErrors && error instanceof Error ? error.message : 'Unexpected error';
    shown[routeId] = {
      message,
      ...(options.reference ? { reference: options.reference } : {}),
    } satisfies RouteErrorShown;
  }
  return shown;
}

/** Loader data, action data and the (already public) route errors for the browser router. */
export function toHydrationState(context: StaticHandlerContext): HydrationState {
  return {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  };
}
