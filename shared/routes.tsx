import type { RouteObject } from 'react-router';
import { RootLayout, RootErrorBoundary } from './app/root-layout.tsx';
import { loadRoot } from './app/root-data.ts';
import { loadHome } from './pages/home.data.ts';
import { loadNotFound } from './pages/not-found.data.ts';
import { loadLocation } from './pages/location.data.ts';
import { loadContactUs } from './pages/contact-us.data.ts';
import { leadFormAction } from './forms/lead-form-action.ts';
import { loadContact } from './pages/contact.data.ts';
import { loadFinancePreApproval, offersPreApproval } from './pages/finance-pre-approval.data.ts';
import { financeAction, loadFinance, offersFinancePage } from './pages/finance.data.ts';
import { loadModelRange } from './pages/models/model-range.data.ts';
import { loadModelRedirect } from './pages/models/model-redirect.data.ts';
import { findModelBySlug } from './models/model-path.ts';
import { offersModelPages } from './models/site-models.ts';
import { loadCompare } from './pages/compare.data.ts';
import { loadGarage } from './pages/garage.data.ts';
import { loadSuccess } from './pages/success.data.ts';
import { loadSubscribe, subscribeAction } from './pages/subscribe.data.ts';
import { loadServiceBooking, offersServicePage } from './pages/service-booking.data.ts';
import { loadBrand } from './pages/brands/brand.data.ts';
import { offersBrandPage } from './pages/brands/site-brands.ts';
import { loadSpecialOffers, offersSpecialOffers } from './pages/offers/special-offers.data.ts';
import { loadCar } from './pages/car/car.data.ts';
import {
  loadCarTradeIn,
  loadValuation,
  offersTradeIn,
  offersValuationAt,
} from './pages/trade-in/trade-in.data.ts';
import { loadReservation } from './pages/reservation/reservation.data.ts';
import { loadReservationTerms } from './pages/reservation-terms.data.ts';
import { offersReservation } from './reserve/reservation-offer.ts';
import type { PageRouteHandle } from './app/page-route-handle.ts';
import { listingPage, reservePage, sitePage, tradeInPage } from './app/multi-path-pages.ts';

/**
 * The one route table, used by the server's static handler and the browser router.
 * Pages are lazy (one chunk each); loaders stay static so the browser can swap
 * them for JSON fetches. `handle.module` lets the server preload a page's chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    loader: loadRoot,
    // Site and stock figures do not depend on the URL: client navigations leave them be.
    shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
      formMethod ? defaultShouldRevalidate : false,
    children: [
      {
        id: 'home',
        index: true,
        loader: loadHome,
        handle: { module: 'shared/pages/home.page.tsx' },
        lazy: async () => ({ Component: (await import('./pages/home.page.tsx')).HomePage }),
      },
      {
        id: 'location',
        path: 'locations/:slug',
        loader: loadLocation,
        handle: { module: 'shared/pages/location.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/location.page.tsx')).LocationPage,
        }),
      },
      {
        id: 'contact-us',
        path: 'contact-us/:slug',
        loader: loadContactUs,
        action: leadFormAction,
        handle: { module: 'shared/pages/contact-us.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/contact-us.page.tsx')).ContactUsPage,
        }),
      },
      {
        id: 'contact',
        path: 'contact',
        loader: loadContact,
        action: leadFormAction,
        handle: { module: 'shared/pages/contact.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/contact.page.tsx')).ContactPage,
        }),
      },
      {
        // A static segment: it outranks the ':page' favourites route below.
        id: 'finance',
        path: 'finance',
        loader: loadFinance,
        action: financeAction,
        handle: {
          module: 'shared/pages/finance.page.tsx',
          isOffered: offersFinancePage,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/finance.page.tsx')).FinancePage,
        }),
      },
      {
        id: 'finance-pre-approval',
        path: 'finance-pre-approval',
        loader: loadFinancePreApproval,
        handle: {
          module: 'shared/pages/finance-pre-approval.page.tsx',
          isOffered: offersPreApproval,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/finance-pre-approval.page.tsx')).FinancePreApprovalPage,
        }),
      },
      {
        id: 'service-booking',
        path: 'service',
        loader: loadServiceBooking,
        action: leadFormAction,
        handle: {
          module: 'shared/pages/service-booking.page.tsx',
          isOffered: offersServicePage,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/service-booking.page.tsx')).ServiceBookingPage,
        }),
      },
      {
        id: 'brand',
        path: 'brands/:slug',
        loader: loadBrand,
        handle: {
          module: 'shared/pages/brands/brand.page.tsx',
          isOffered: offersBrandPage,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/brands/brand.page.tsx')).BrandPage,
        }),
      },
      {
        // A static segment: it outranks the ':page' pages below.
        id: 'special-offers',
        path: 'special-offers',
        loader: loadSpecialOffers,
        handle: {
          module: 'shared/pages/offers/special-offers.page.tsx',
          isOffered: offersSpecialOffers,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/offers/special-offers.page.tsx')).SpecialOffersPage,
        }),
      },
      {
        id: 'success',
        path: 'success',
        loader: loadSuccess,
        // After a lead: personal and noindex (robots.txt disallows it too).
        handle: { module: 'shared/pages/success.page.tsx', inSitemap: false },
        lazy: async () => ({
          Component: (await import('./pages/success.page.tsx')).SuccessPage,
        }),
      },
      {
        id: 'reservation',
        path: 'reservation',
        loader: loadReservation,
        // Where Stripe returns the shopper: personal and noindex.
        handle: {
          module: 'shared/pages/reservation/reservation.page.tsx',
          inSitemap: false,
          pageCache: false,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/reservation/reservation.page.tsx')).ReservationPage,
        }),
      },
      {
        id: 'reservation-terms',
        path: 'reservation-terms',
        loader: loadReservationTerms,
        handle: {
          module: 'shared/pages/reservation-terms.page.tsx',
          isOffered: offersReservation,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/reservation-terms.page.tsx')).ReservationTermsPage,
        }),
      },
      {
        id: 'subscribe',
        path: 'subscribe',
        loader: loadSubscribe,
        action: subscribeAction,
        // The footer form's page for browsers without JavaScript: noindex, not in the sitemap.
        handle: { module: 'shared/pages/subscribe.page.tsx', inSitemap: false },
        lazy: async () => ({
          Component: (await import('./pages/subscribe.page.tsx')).SubscribePage,
        }),
      },
      {
        // A static segment: it outranks the ':page' pages below.
        id: 'model-range',
        path: 'models',
        loader: loadModelRange,
        handle: {
          module: 'shared/pages/models/model-range.page.tsx',
          isOffered: offersModelPages,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/models/model-range.page.tsx')).ModelRangePage,
        }),
      },
      {
        // docs/content-pages.md: a model's page lives at one URL (modelPagePath); this one redirects there.
        id: 'model-redirect',
        path: 'models/:slug',
        loader: loadModelRedirect,
        handle: {
          module: 'shared/pages/not-found.page.tsx',
          isOffered: (site, pathname) =>
            findModelBySlug(site, pathname.split('/')[2] ?? '') !== undefined,
          inSitemap: false,
        } satisfies PageRouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/not-found.page.tsx')).NotFoundPage,
        }),
      },
      {
        // One-segment pages whose paths are tenant data (favourites, content, model and
        // service-booking pages: matchSitePage); static pages outrank this pattern.
        id: 'site-page',
        path: ':page',
        ...sitePage,
      },
      { id: 'site-page-nested', path: 'pages/:page', ...sitePage },
      {
        id: 'compare',
        path: 'compare',
        loader: loadCompare,
        handle: { module: 'shared/pages/compare.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/compare.page.tsx')).ComparePage,
        }),
      },
      {
        id: 'garage',
        path: 'garage',
        loader: loadGarage,
        handle: { module: 'shared/pages/garage.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/garage.page.tsx')).GaragePage,
        }),
      },
      { id: 'listing', path: 'search/*', ...listingPage },
      {
        id: 'car',
        path: 'cars/:slug',
        loader: loadCar,
        action: leadFormAction,
        handle: { module: 'shared/pages/car/car.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/car/car.page.tsx')).CarPage,
        }),
      },
      { id: 'reserve-checkout', path: 'cars/:slug/checkout', ...reservePage('checkout') },
      { id: 'reserve-buy-online', path: 'cars/:slug/buy-online', ...reservePage('buy-online') },
      // A static segment: it outranks cars/:slug.
      {
        id: 'car-trade-in',
        path: 'cars/trade-in',
        loader: loadCarTradeIn,
        ...tradeInPage(offersTradeIn),
      },
      // labels.valuation_path names one of these; its loader makes the other a 404.
      {
        id: 'valuations',
        path: 'valuations',
        loader: loadValuation,
        ...tradeInPage(offersValuationAt),
      },
      {
        id: 'instant-price',
        path: 'instant-price',
        loader: loadValuation,
        ...tradeInPage(offersValuationAt),
      },
      { id: 'electric-cars', path: 'electric-cars', ...listingPage },
      {
        id: 'not-found',
        path: '*',
        loader: loadNotFound,
        handle: { module: 'shared/pages/not-found.page.tsx' },
        lazy: async () => ({
          Component: (await import('./pages/not-found.page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
