import type { RouteObject } from 'react-router';
import { routes } from '#shared/routes.tsx';

/** Full path patterns of every page route except the catch-all 404 ('*'). */
function listPagePatterns(routeList: readonly RouteObject[], parent = ''): string[] {
  return routeList.flatMap((route) => {
    const handle = route.handle as { inSitemap?: boolean } | undefined;
    if (route.path === '*' || handle?.inSitemap === false) return [];
    const joined = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
    const own = route.index || (route.path && !route.children) ? [joined] : [];
    return [...own, ...listPagePatterns(route.children ?? [], joined)];
  });
}

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.+';
      return segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

// Compiled once: sitemaps check tens of thousands of paths.
const PAGE_PATTERNS = listPagePatterns(routes).map(toRegExp);

/** Whether a real page answers this path (a sitemap must not list links that 404 for now). */
export function isServedPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
