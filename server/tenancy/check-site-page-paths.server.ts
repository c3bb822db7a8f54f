import { routeAtPath } from '#server/ssr/route-at-path.server.ts';
import { routes } from '#shared/routes.tsx';
import { modelPagePath } from '#shared/models/model-path.ts';
import { offersModelPages } from '#shared/models/site-models.ts';
import { matchSitePage, type SitePageMatch } from '#shared/pages/site-page/match-site-page.ts';
import { loadSitePage } from '#shared/pages/site-page/site-page.data.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { TenantConfigError } from './load-tenants.server.ts';

/** A page path the tenant's data declares, and the page it must reach. */
interface DeclaredPath {
  pointer: string;
  path: string;
  reaches: (match: SitePageMatch) => boolean;
}

function declaredPaths(tenant: TenantConfig): DeclaredPath[] {
  const paths: DeclaredPath[] = [
    {
      pointer: '/labels/favourites_path',
      path: tenant.labels.favourites_path,
      reaches: (match) => match.kind === 'favourites',
    },
  ];
  tenant.content_pages.forEach((page, index) =>
    paths.push({
      pointer: `/content_pages/${index}/path`,
      path: page.path,
      reaches: (match) => match.kind === 'content' && match.path === page.path,
    }),
  );
  if (offersModelPages(tenant)) {
    (tenant.models ?? []).forEach((model, index) => {
      const path = modelPagePath(model);
      const field = path === `/${model.slug}` ? 'slug' : 'override_url';
      paths.push({
        pointer: `/models/${index}/${field}`,
        path,
        reaches: (match) => match.kind === 'model' && match.model.slug === model.slug,
      });
    });
  }
  if (tenant.service_booking) {
    paths.push({
      pointer: '/service_booking/path',
      path: tenant.service_booking.path,
      reaches: (match) => match.kind === 'service-booking',
    });
  }
  return paths;
}

/**
 * docs/content-pages.md: the pages whose paths are tenant data (favourites, content pages, model pages,
 * the service-booking page) share one route, so a path can be claimed twice: by a page of
 * the route table (/finance) or by another of the site's own pages. The one that loses
 * would never be shown; startup names it instead.
 */
/** Sites of one template declare the same paths: each is matched against the table once. */
const routeAt = routeAtPath(routes);

export function checkSitePagePaths(tenant: TenantConfig, file: string) {
  const site = toSiteData(tenant);
  for (const { pointer, path, reaches } of declaredPaths(tenant)) {
    const route = routeAt(path);
    const match = route?.loader === loadSitePage ? matchSitePage(site, path) : undefined;
    if (match && reaches(match)) continue;
    const winner = match ? `this site's ${match.kind} page` : 'a page of every site';
    throw new TenantConfigError(
      file,
      pointer,
      `"${path}" is already ${winner}, so this page would never be shown: choose another path`,
    );
  }
}
