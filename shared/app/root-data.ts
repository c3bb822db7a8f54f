import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from './route-context.ts';

/** Site config plus the stock figures the chrome needs (stock and brand menus). */
export function loadRoot(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  return {
    site,
    stock: {
      counts: services.inventory.countByType(site.slug),
      makes: services.inventory.countByMake(site.slug),
    },
  };
}

export type RootData = ReturnType<typeof loadRoot>;
