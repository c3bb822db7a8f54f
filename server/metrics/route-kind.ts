/**
 * What kind of route a request path is, for metrics labels: a handful of fixed values, never
 * the path itself (a label per URL would grow without bound and could carry a shopper's input).
 */
export type RouteKind =
  | 'page'
  | 'page_data'
  | 'asset'
  | 'image'
  | 'crawl'
  | 'health'
  | 'api_search'
  | 'api_leads'
  | 'api_captcha'
  | 'api_payments'
  | 'api_other';

const API_KINDS: ReadonlyArray<[prefix: string, kind: RouteKind]> = [
  ['/api/search/', 'api_search'],
  ['/api/leads', 'api_leads'],
  ['/api/captcha', 'api_captcha'],
  ['/api/dealerships/', 'api_payments'],
  ['/api/webhooks/', 'api_payments'],
];

const CRAWL_FILES = /^\/(robots\.txt|sitemap[\w-]*\.xml|\.well-known\/.*)$/;

/** `path` without its query string; `hasRouteData`: a page's loader JSON (?_data=). */
export function routeKindOf(path: string, hasRouteData = false): RouteKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/images/') || path.startsWith('/tenant-assets/')) return 'image';
  if (CRAWL_FILES.test(path)) return 'crawl';
  if (path === '/api' || path.startsWith('/api/')) {
    return API_KINDS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'api_other';
  }
  return hasRouteData ? 'page_data' : 'page';
}

/** 2xx, 3xx, 4xx or 5xx (1xx never ends a request here). */
export function statusClassOf(status: number): string {
  return `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx`;
}
