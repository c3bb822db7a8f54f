import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from './route-context.ts';

/** Site config plus the stock figures the chrome needs (stock and brand menus). */
export async function loadRoot(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  return { site, stock: await services.inventory.stockSummary(site) };
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;
