import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';

/**
 * Loader data and route errors as plain JSON for the browser router. Route error
 * responses survive a JSON round trip as-is (status, statusText, internal, data);
 * other errors keep only their message, and in production not even that.
 */
export function toHydrationState(
  context: StaticHandlerContext,
  exposeErrors: boolean,
): HydrationState {
  let errors: HydrationState['errors'] = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) errors[routeId] = error;
      else
        errors[routeId] = {
          message: exposeErrors && error instanceof Error ? error.message : 'Unexpected error',
        };
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
