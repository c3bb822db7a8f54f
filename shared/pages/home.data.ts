import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

export function loadHome(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  return {
    featured: services.inventory.featured(site.slug, site.home.featured_count),
    counts: services.inventory.countByType(site.slug),
  };
}

export type HomeData = ReturnType<typeof loadHome>;
