import type { RouteObject } from 'react-router';
import { leadFormAction } from '../forms/lead-form-action.ts';
import { loadListing } from '../pages/listing/listing.data.ts';
import { shouldRevalidateListing } from '../pages/listing/listing-revalidation.ts';
import { reserveAction, reserveLoader } from '../pages/reserve/reserve.data.ts';
import { isSitemapSitePage, matchSitePage } from '../pages/site-page/match-site-page.ts';
import { loadSitePage, sitePageAction } from '../pages/site-page/site-page.data.ts';
import type { TenantLabels } from '../tenant/tenant-config.ts';
import type { PageRouteHandle } from './page-route-handle.ts';

// Pages the route table (shared/routes.tsx) serves at more than one path: each is
// defined once here and placed at every path it answers.

/** The trade-in page at each of its paths; `isOffered` is that path's loader's rule. */
export const tradeInPage = (isOffered: PageRouteHandle['isOffered']) =>
  ({
    action: leadFormAction,
    handle: {
      module: 'shared/pages/trade-in/trade-in.page.tsx',
      isOffered,
    } satisfies PageRouteHandle,
    lazy: async () => ({
      Component: (await import('../pages/trade-in/trade-in.page.tsx')).TradeInPage,
    }),
  }) satisfies Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;

/**
 * docs/payments.md: the reserve page at each checkout segment; its loader makes the one the site's
 * labels.checkout_segment does not name a 404. Stripe.js runs here only (usesStripe).
 */
export const reservePage = (segment: TenantLabels['checkout_segment']) =>
  ({
    loader: reserveLoader(segment),
    action: reserveAction(segment),
    handle: {
      module: 'shared/pages/reserve/reserve.page.tsx',
      inSitemap: false,
      usesStripe: true,
      pageCache: false,
    } satisfies PageRouteHandle,
    lazy: async () => ({
      Component: (await import('../pages/reserve/reserve.page.tsx')).ReservePage,
    }),
  }) satisfies Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;

export const sitePage = {
  loader: loadSitePage,
  action: sitePageAction,
  handle: {
    module: 'shared/pages/site-page/site-page.page.tsx',
    isOffered: (site, pathname) => matchSitePage(site, pathname) !== undefined,
    inSitemap: isSitemapSitePage,
  } satisfies PageRouteHandle,
  lazy: async () => ({
    Component: (await import('../pages/site-page/site-page.page.tsx')).SitePage,
  }),
} satisfies Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;

// product rule 2.1: every listing path (/search/..., /electric-cars) is one page; its loader decides 404s.
export const listingPage = {
  loader: loadListing,
  shouldRevalidate: shouldRevalidateListing,
  handle: { module: 'shared/pages/listing/listing.page.tsx' },
  lazy: async () => ({
    Component: (await import('../pages/listing/listing.page.tsx')).ListingPage,
  }),
} satisfies Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;
