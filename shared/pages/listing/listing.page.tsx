import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { InstantSearchSSRProvider } from 'react-instantsearch';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { buildListingVocabulary } from '../../search-url/build-listing-vocabulary.ts';
import { canonicalListingPath, listingRobots } from '../../search-url/listing-seo.ts';
import type { ListingVocabularyInput } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl, type ParsedListing } from '../../search-url/parse-listing-url.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { FavouriteButton } from '../../components/saved-cars/favourite-button.tsx';
import type { ListingCar } from '../../listing/listing-car.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadListing } from './listing.data.ts';
import { rememberListingVocabulary } from './listing-revalidation.ts';
import { KEEP_FOCUS_STATE } from '../../app/focus-after-navigation.ts';
import type { ListingLocation } from './listing-router.ts';
import { ListingSearch } from './listing-search.tsx';
import { bringResultsCountIntoView } from './results-in-view.ts';
import { createListingSearchClient, SEARCH_PROXY_PATH } from './listing-search-client.ts';
import { listingHeading } from './listing-title.ts';

const renderFavourite = (car: ListingCar) => <FavouriteButton car={car} />;

type FoundListing = Extract<Awaited<ReturnType<typeof loadListing>>, { isFound: true }>;

export function ListingPage() {
  const page = useLoaderData<typeof loadListing>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  return <Listing page={page} site={site} />;
}

/**
 * The page's URL for InstantSearch, through react-router (one owner of history). Once
 * the listing has left the screen InstantSearch still tidies up its widgets and would
 * write the emptied search to the URL: writes stop when the listing unmounts, so a
 * link or Back away from a listing goes where it points.
 */
function useListingLocation(): ListingLocation {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const url = `${pathname}${search}`;
  const current = useRef(url);
  current.current = url;
  const isShown = useRef(true);
  useEffect(() => {
    isShown.current = true;
    return () => {
      isShown.current = false;
    };
  }, []);
  const listeners = useRef(new Set<(url: string) => void>());
  useEffect(() => {
    for (const listener of listeners.current) listener(url);
  }, [url]);
  return useMemo(
    () => ({
      current: () => current.current,
      navigate(to, kind) {
        if (!isShown.current) return;
        void navigate(
          to,
          kind === 'refinement' ? { preventScrollReset: true, state: KEEP_FOCUS_STATE } : undefined,
        );
        if (kind === 'refinement') bringResultsCountIntoView();
      },
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [navigate],
  );
}

function useVocabulary(input: ListingVocabularyInput) {
  return useMemo(() => {
    const vocabulary = buildListingVocabulary(input);
    if (typeof window !== 'undefined') rememberListingVocabulary(vocabulary);
    return vocabulary;
  }, [input]);
}

function Listing({ page, site }: { page: FoundListing; site: SiteData }) {
  const vocabulary = useVocabulary(page.vocabularyInput);
  const location = useListingLocation();
  const navigate = useNavigate();
  const navigateTo = useCallback((to: string) => void navigate(to), [navigate]);
  // The server's render never searches (results come from the server state); the browser's does.
  const searchClient = useMemo(
    () =>
      createListingSearchClient(
        typeof window === 'undefined'
          ? `https://${site.primary_hostname}${SEARCH_PROXY_PATH}`
          : `${window.location.origin}${SEARCH_PROXY_PATH}`,
      ),
    [site.primary_hostname],
  );
  const last = useRef<ParsedListing | null>(null);
  const parsed = parseListingUrl(location.current(), vocabulary) ?? last.current;
  last.current = parsed;
  if (!parsed) return <NotFoundPage />;
  const heading = listingHeading(parsed.state, parsed.landing, site.labels.stock_kinds);
  const robots = listingRobots(parsed.state, vocabulary, parsed.landing);
  return (
    <>
      <PageMeta
        title={`${heading} | ${site.dealership.name}`}
        description={
          parsed.landing?.description ??
          `${heading} at ${site.dealership.name}: browse prices, photos and features, then enquire or book a test drive.`
        }
        canonicalPath={canonicalListingPath(parsed.state, vocabulary, parsed.landing)}
        noindex={robots === 'noindex,follow'}
      />
      <InstantSearchSSRProvider {...page.serverState}>
        <ListingSearch
          searchClient={searchClient}
          location={location}
          vocabulary={vocabulary}
          {...(parsed.landing ? { landing: parsed.landing } : {})}
          site={site}
          now={new Date(page.now)}
          newStock={page.newStock}
          heading={heading}
          renderFavourite={renderFavourite}
          navigateTo={navigateTo}
        />
      </InstantSearchSSRProvider>
    </>
  );
}
