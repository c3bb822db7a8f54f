import { isRouteErrorResponse } from 'react-router';

/** A server fault as the error boundary receives it (server/ssr/hydration.server.ts). */
export interface RouteErrorShown {
  message: string;
  /** The request id the server logged the fault under. */
  reference?: string;
}

/**
 * The reference a shopper can quote for the error the boundary shows: a page render's own
 * (RouteErrorShown), or the request id of a failed route-data request (a client navigation,
 * whose JSON error carries it as error.request_id).
 */
export function errorReference(error: unknown): string | undefined {
  const source = isRouteErrorResponse(error)
    ? (error.data as { error?: { request_id?: unknown } } | null)?.error?.request_id
    : (error as Partial<RouteErrorShown> | null)?.reference;
  return typeof source === 'string' ? source : undefined;
}
