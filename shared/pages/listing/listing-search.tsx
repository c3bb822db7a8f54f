import { useMemo } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ListingFacets } from './listing-facets.tsx';
import { ListingHits, type ListingHitsProps } from './listing-hits.tsx';
import { ListingPagination } from './listing-pagination.tsx';
import {
  createListingRouter,
  listingStateMapping,
  type ListingLocation,
} from './listing-router.ts';
import { ListingChips } from './listing-chips.tsx';
import { listingRefinementUrls } from './listing-refinement-urls.ts';
import { ListingFilterButton, ListingFilterDrawer, RESULTS_ID } from './listing-filter-drawer.tsx';
import { LISTING_INDEX, type ListingSearchClient } from './listing-search-client.ts';
import { listingConfigureParameters } from './listing-search-parameters.ts';
import { ListingSearchBox } from './listing-search-box.tsx';
import { ListingSort } from './listing-sort.tsx';
import { ListingStats } from './listing-stats.tsx';
import { useFilterDrawer } from './use-filter-drawer.ts';
import { WidgetBatchEnd, WidgetBatchStart } from './widget-batch.tsx';
import { ListingEnhancement } from './listing-enhanced.tsx';

const STALLED_SEARCH_DELAY_MS = 3000;

export interface ListingSearchProps {
  searchClient: ListingSearchClient;
  location: ListingLocation;
  vocabulary: ListingVocabulary;
  /** The landing page the URL is on (its filter applies); none on ordinary listing paths. */
  landing?: ListingLanding;
  site: SiteData;
  /** The request's time: the 'New' badge must read the same on the server and in the browser. */
  now: Date;
  /** The site's new-stock count (product rule 9.6 large hit count variant). */
  newStock: number;
  heading: string;
  /** The favourite toggle per card. */
  renderFavourite?: ListingHitsProps['renderFavourite'];
  /** Opens a page outside the listing (a typeahead pick) through the page's router. */
  navigateTo?: (url: string) => void;
}

/**
 * The listing's InstantSearch tree. Rendered once on the server from the results of the
 * search its URL asks for (listing-search-parameters.ts) and hydrated in the browser from
 * the same results; it takes everything as props.
 */
export function ListingSearch(props: ListingSearchProps) {
  const { searchClient, location, vocabulary, landing, site } = props;
  // InstantSearch reads routing once, when it starts.
  const routing = useMemo(
    () => ({
      router: createListingRouter(location, vocabulary),
      stateMapping: listingStateMapping,
    }),
    [],
  );
  const drawer = useFilterDrawer();
  const url = location.current();
  const refinementUrls = useMemo(
    () => listingRefinementUrls(url, vocabulary, landing),
    [url, vocabulary, landing],
  );
  const hitCount = {
    source: site.features.large_hit_count_source,
    newStock: props.newStock,
  };
  return (
    <ListingEnhancement>
      <InstantSearch
        searchClient={searchClient}
        indexName={LISTING_INDEX}
        routing={routing}
        future={{ preserveSharedStateOnUnmount: true }}
        // Nothing on the listing shows a stalled search, and marking one re-renders every widget
        // while the search is on its way (InstantSearch's default is 200 ms).
        stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      >
        <WidgetBatchStart />
        <Configure {...listingConfigureParameters(landing)} />
        <div className="listing">
          <div className="listing__header">
            <h1>{props.heading}</h1>
            <ListingSearchBox
              action={url.split('?')[0] ?? '/'}
              images={site.images}
              navigateTo={props.navigateTo}
              vocabulary={vocabulary}
              landing={landing}
            />
          </div>
          <ListingFilterDrawer
            drawer={drawer}
            hitCount={hitCount}
            clearAllHref={refinementUrls.cleared}
          >
            <ListingFacets site={site} url={url} urls={refinementUrls} />
          </ListingFilterDrawer>
          <section id={RESULTS_ID} className="listing__results" aria-label="Results">
            <div className="listing__bar">
              <ListingFilterButton drawer={drawer} />
              <ListingSort />
            </div>
            <ListingStats {...hitCount} />
            <ListingChips site={site} urls={refinementUrls} />
            <ListingHits
              site={site}
              now={props.now}
              place={{ url, vocabulary, ...(landing ? { landing } : {}) }}
              {...(props.renderFavourite ? { renderFavourite: props.renderFavourite } : {})}
            />
            <ListingPagination />
          </section>
        </div>
        <WidgetBatchEnd />
      </InstantSearch>
    </ListingEnhancement>
  );
}
