import type { RouteObject } from 'react-router';
import { leadFormAction } from '../forms/lead-form-action.ts';
import { loadListing } from '../pages/listing/listing.data.ts';
import { shouldRevalidateListing } from '../pages/listing/listing-revalidation.ts';
import { reserveAction, reserveLoader } from '../pages/reserve/reserve.data.ts';
import { isSitemapSitePage, matchSitePage } from '../pages/site-page/match-site-page.ts';
import { loadSitePage, sitePageAction } from '../pages/site-page/site-page.data.ts';
import type { TenantLabels } from '../tenant/tenant-config.ts';
import type { PageRouteHandle } from './page-route-handle.ts';
import { pageRoute } from './page-route.ts';

// Pages the route table (shared/routes.tsx) serves at more than one path: each is
// defined once here and placed at every path it answers.

/** The trade-in page at one of its paths; `isOffered` is that path's loader's rule. */
export const tradeInPage = (
  id: string,
  path: string,
  loader: NonNullable<RouteObject['loader']>,
  isOffered: PageRouteHandle['isOffered'],
) =>
  pageRoute({
    id,
    path,
    loader,
    action: leadFormAction,
    isOffered,
    module: () => import('../pages/trade-in/trade-in.page.tsx'),
    page: 'TradeInPage',
  });

/**
 * docs/payments.md: the reserve page at each checkout segment; its loader makes the one the site's
 * labels.checkout_segment does not name a 404. Stripe.js runs here only (usesStripe).
 */
export const reservePage = (id: string, segment: TenantLabels['checkout_segment']) =>
  pageRoute({
    id,
    path: `cars/:slug/${segment}`,
    loader: reserveLoader(segment),
    action: reserveAction(segment),
    inSitemap: false,
    usesStripe: true,
    pageCache: false,
    module: () => import('../pages/reserve/reserve.page.tsx'),
    page: 'ReservePage',
  });

export const sitePage = (id: string, path: string) =>
  pageRoute({
    id,
    path,
    loader: loadSitePage,
    action: sitePageAction,
    isOffered: (site, pathname) => matchSitePage(site, pathname) !== undefined,
    inSitemap: isSitemapSitePage,
    module: () => import('../pages/site-page/site-page.page.tsx'),
    page: 'SitePage',
  });

// product rule 2.1: every listing path (/search/..., /electric-cars) is one page; its loader decides 404s.
export const listingPage = (id: string, path: string) =>
  pageRoute({
    id,
    path,
    loader: loadListing,
    shouldRevalidate: shouldRevalidateListing,
    module: () => import('../pages/listing/listing.page.tsx'),
    page: 'ListingPage',
  });
