import {
  Outlet,
  ScrollRestoration,
  createPath,
  isRouteErrorResponse,
  useNavigate,
  useRouteError,
  type GetScrollRestorationKeyFunction,
} from 'react-router';
import { SiteNavigateContext } from './site-link.tsx';
import { useFocusAfterNavigation } from './focus-after-navigation.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { DealerJsonLd } from '../seo/dealer-json-ld.tsx';
import { errorReference } from './error-reference.ts';
import { SavedCarsBar } from '../components/saved-cars/saved-cars-bar.tsx';

/**
 * The page load's own entry and every entry a plain hash link adds share the key
 * 'default': told apart by URL, a hash link's entry has no saved position and so
 * scrolls to its target.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? createPath(location) : location.key;

export function RootLayout() {
  useFocusAfterNavigation();
  const navigate = useNavigate();
  return (
    <SiteNavigateContext value={navigate}>
      {/* Back and Forward restore the scroll; a new page starts at the top, a hash at its target. */}
      <ScrollRestoration getKey={scrollKey} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SavedCarsBar />
      <SiteFooter />
      <DealerJsonLd />
    </SiteNavigateContext>
  );
}

/** Last-resort boundary: a loader or render error outside any page's own handling. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reference = status >= 500 ? errorReference(error) : undefined;
  return (
    <main id="main" className="error-page">
      <title>{status === 404 ? 'Page not found' : 'Something went wrong'}</title>
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'We could not find that page.'
          : 'Please try again in a moment, or call us if the problem continues.'}
      </p>
      {reference ? (
        <p className="error-reference">
          Reference: <code>{reference}</code>
        </p>
      ) : null}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
