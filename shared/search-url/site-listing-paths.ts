import type { TenantConfig } from '../tenant/tenant-config.ts';
import type { ListingVocabularyInput } from './listing-vocabulary.ts';

/** What of a site's settings the listing's URL rules read; the stock gives the facet values. */
export function siteListingPaths(
  site: Pick<TenantConfig, 'search' | 'features'>,
): Pick<ListingVocabularyInput, 'listingPath' | 'landingPaths' | 'carTypes' | 'electricCars'> {
  return {
    listingPath: site.search.listing_path,
    landingPaths: site.search.landing_paths,
    carTypes: site.search.car_types,
    electricCars: site.features.electric_cars_link,
  };
}
