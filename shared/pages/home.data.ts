import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

export async function loadHome(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const [featured, stock] = await Promise.all([
    services.inventory.featured(site, site.home.featured_count),
    services.inventory.stockSummary(site),
  ]);
  // The request's time: card badges ('New') read the same on the server and in the browser.
  return { featured, counts: stock.counts, now: new Date().toISOString() };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
