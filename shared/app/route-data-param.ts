/** Query parameter the browser adds to fetch one route's loader data as JSON. */
export const ROUTE_DATA_PARAM = '_data';
