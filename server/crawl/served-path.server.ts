import type { RouteObject } from 'react-router';
import type { PageRouteHandle } from '#shared/app/page-route-handle.ts';
import { routes } from '#shared/routes.tsx';
import type { SiteData } from '#shared/tenant/site-data.ts';

interface PagePattern {
  path: string;
  isOffered: PageRouteHandle['isOffered'];
  inSitemap: PageRouteHandle['inSitemap'];
}

/** Full path patterns of every page route except the catch-all 404 ('*'). */
function listPagePatterns(routeList: readonly RouteObject[], parent = ''): PagePattern[] {
  return routeList.flatMap((route) => {
    const handle = route.handle as Partial<PageRouteHandle> | undefined;
    if (route.path === '*') return [];
    const joined = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
    const own =
      route.index || (route.path && !route.children)
        ? [{ path: joined, isOffered: handle?.isOffered, inSitemap: handle?.inSitemap }]
        : [];
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

const isStatic = (path: string) => !/[:*]/.test(path);

// Compiled once: sitemaps check tens of thousands of paths. Static paths first, as
// react-router ranks them above dynamic ones (cars/trade-in before cars/:slug).
const PAGE_PATTERNS = listPagePatterns(routes)
  .sort((a, b) => Number(isStatic(b.path)) - Number(isStatic(a.path)))
  .map((pattern) => ({ ...pattern, test: toRegExp(pattern.path) }));

function findPage(path: string) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const page = PAGE_PATTERNS.find((pattern) => pattern.test.test(pathname));
  return page && { page, pathname };
}

/**
 * Whether a real page answers this path: with a site, pages only some sites have count
 * only where that site has them. The best-ranked matching route decides. Menus and
 * content links are checked against this.
 */
export function isServedPath(path: string, site?: SiteData): boolean {
  const found = findPage(path);
  if (!found) return false;
  const { page, pathname } = found;
  return !site || !page.isOffered || page.isOffered(site, pathname);
}

/**
 * Whether a sitemap may list this path: a served page that is not personal (favourites,
 * success and reservation pages are not), so a sitemap never lists a link that 404s.
 */
export function isSitemapPath(path: string, site?: SiteData): boolean {
  const found = findPage(path);
  if (!found || !isServedPath(path, site)) return false;
  const { inSitemap } = found.page;
  if (inSitemap === false) return false;
  if (typeof inSitemap !== 'function') return true;
  // Such a pattern is shared by listed and unlisted pages: only the site can tell.
  return site ? inSitemap(site, found.pathname) : false;
}
