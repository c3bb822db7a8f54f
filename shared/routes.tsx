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
import { listingPage, reservePage, sitePage, tradeInPage } from './app/multi-path-pages.ts';
import { pageRoute as page } from './app/page-route.ts';

/**
 * The one route table, used by the server's static handler and the browser router: the
 * site's pages, one `page` each. Pages are lazy (one chunk each); loaders stay static so the
 * browser can swap them for JSON fetches. Static segments outrank the ':page' pattern and
 * cars/:slug wherever they sit in the list.
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
      page({
        id: 'home',
        loader: loadHome,
        module: () => import('./pages/home.page.tsx'),
        page: 'HomePage',
      }),
      page({
        id: 'location',
        path: 'locations/:slug',
        loader: loadLocation,
        module: () => import('./pages/location.page.tsx'),
        page: 'LocationPage',
      }),
      page({
        id: 'contact-us',
        path: 'contact-us/:slug',
        loader: loadContactUs,
        action: leadFormAction,
        module: () => import('./pages/contact-us.page.tsx'),
        page: 'ContactUsPage',
      }),
      page({
        id: 'contact',
        path: 'contact',
        loader: loadContact,
        action: leadFormAction,
        module: () => import('./pages/contact.page.tsx'),
        page: 'ContactPage',
      }),
      page({
        id: 'finance',
        path: 'finance',
        loader: loadFinance,
        action: financeAction,
        isOffered: offersFinancePage,
        module: () => import('./pages/finance.page.tsx'),
        page: 'FinancePage',
      }),
      page({
        id: 'finance-pre-approval',
        path: 'finance-pre-approval',
        loader: loadFinancePreApproval,
        isOffered: offersPreApproval,
        module: () => import('./pages/finance-pre-approval.page.tsx'),
        page: 'FinancePreApprovalPage',
      }),
      page({
        id: 'service-booking',
        path: 'service',
        loader: loadServiceBooking,
        action: leadFormAction,
        isOffered: offersServicePage,
        module: () => import('./pages/service-booking.page.tsx'),
        page: 'ServiceBookingPage',
      }),
      page({
        id: 'brand',
        path: 'brands/:slug',
        loader: loadBrand,
        isOffered: offersBrandPage,
        module: () => import('./pages/brands/brand.page.tsx'),
        page: 'BrandPage',
      }),
      page({
        id: 'special-offers',
        path: 'special-offers',
        loader: loadSpecialOffers,
        isOffered: offersSpecialOffers,
        module: () => import('./pages/offers/special-offers.page.tsx'),
        page: 'SpecialOffersPage',
      }),
      page({
        id: 'success',
        path: 'success',
        loader: loadSuccess,
        // After a lead: personal and noindex (robots.txt disallows it too).
        inSitemap: false,
        module: () => import('./pages/success.page.tsx'),
        page: 'SuccessPage',
      }),
      page({
        id: 'reservation',
        path: 'reservation',
        loader: loadReservation,
        // Where Stripe returns the shopper: personal and noindex.
        inSitemap: false,
        pageCache: false,
        module: () => import('./pages/reservation/reservation.page.tsx'),
        page: 'ReservationPage',
      }),
      page({
        id: 'reservation-terms',
        path: 'reservation-terms',
        loader: loadReservationTerms,
        isOffered: offersReservation,
        module: () => import('./pages/reservation-terms.page.tsx'),
        page: 'ReservationTermsPage',
      }),
      page({
        id: 'subscribe',
        path: 'subscribe',
        loader: loadSubscribe,
        action: subscribeAction,
        // The footer form's page for browsers without JavaScript: noindex, not in the sitemap.
        inSitemap: false,
        module: () => import('./pages/subscribe.page.tsx'),
        page: 'SubscribePage',
      }),
      page({
        id: 'model-range',
        path: 'models',
        loader: loadModelRange,
        isOffered: offersModelPages,
        module: () => import('./pages/models/model-range.page.tsx'),
        page: 'ModelRangePage',
      }),
      page({
        // docs/content-pages.md: a model's page lives at one URL (modelPagePath); this one redirects there.
        id: 'model-redirect',
        path: 'models/:slug',
        loader: loadModelRedirect,
        isOffered: (site, pathname) =>
          findModelBySlug(site, pathname.split('/')[2] ?? '') !== undefined,
        inSitemap: false,
        module: () => import('./pages/not-found.page.tsx'),
        page: 'NotFoundPage',
      }),
      // One-segment pages whose paths are tenant data (favourites, content, model and
      // service-booking pages: matchSitePage).
      sitePage('site-page', ':page'),
      sitePage('site-page-nested', 'pages/:page'),
      page({
        id: 'compare',
        path: 'compare',
        loader: loadCompare,
        module: () => import('./pages/compare.page.tsx'),
        page: 'ComparePage',
      }),
      page({
        id: 'garage',
        path: 'garage',
        loader: loadGarage,
        module: () => import('./pages/garage.page.tsx'),
        page: 'GaragePage',
      }),
      listingPage('listing', 'search/*'),
      page({
        id: 'car',
        path: 'cars/:slug',
        loader: loadCar,
        action: leadFormAction,
        module: () => import('./pages/car/car.page.tsx'),
        page: 'CarPage',
      }),
      reservePage('reserve-checkout', 'checkout'),
      reservePage('reserve-buy-online', 'buy-online'),
      tradeInPage('car-trade-in', 'cars/trade-in', loadCarTradeIn, offersTradeIn),
      // labels.valuation_path names one of these; its loader makes the other a 404.
      tradeInPage('valuations', 'valuations', loadValuation, offersValuationAt),
      tradeInPage('instant-price', 'instant-price', loadValuation, offersValuationAt),
      listingPage('electric-cars', 'electric-cars'),
      page({
        id: 'not-found',
        path: '*',
        loader: loadNotFound,
        module: () => import('./pages/not-found.page.tsx'),
        page: 'NotFoundPage',
      }),
    ],
  },
];
