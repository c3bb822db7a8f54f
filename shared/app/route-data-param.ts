/** Query parameter the browser adds to fetch one route's loader data as JSON. */
export const ROUTE_DATA_PARAM = '_data';
/** Response header: the loader redirected; its value is the target. */
export const ROUTE_REDIRECT_HEADER = 'X-Route-Redirect';
/** Response header: the body is an error, not loader data (the route's error boundary shows it). */
export const ROUTE_ERROR_HEADER = 'X-Route-Error';
