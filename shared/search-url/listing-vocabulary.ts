import type { CarType } from '../inventory/car.ts';
import type { QueryVocabulary } from '../search/understanding/query-vocabulary.ts';
import type { RefinementList } from './search-state.ts';

/** A page with its own path and a fixed filter: a configured landing slug or /electric-cars. */
export interface ListingLanding {
  path: string;
  title: string;
  description?: string;
  /** Meilisearch filter added to the site's scope; absent where the browser gets no filters. */
  filter?: string;
}

/** What a known listing path means. */
export type ListingRoute =
  | { kind: 'listing'; path: string }
  | { kind: 'landing'; path: string; landing: ListingLanding }
  | { kind: 'refinement'; path: string; refinementList: RefinementList };

/** The facet values of the site's stock that listing paths are made from. */
export type VocabularyFacet =
  | 'make'
  | 'make_model'
  | 'simple_body'
  | 'city'
  | 'location_name'
  | 'dealership_slug'
  | 'simple_fuel'
  | 'simple_transmission'
  | 'simple_drive'
  | 'colour';

/**
 * Plain JSON, so the server can send the exact input it used to the browser and both build
 * the same vocabulary (the browser's SiteData has no car types or landing filters).
 */
export interface ListingVocabularyInput {
  /** `site.search.listing_path`, e.g. `/search/new-used-and-demo-cars/`. */
  listingPath: string;
  /** `site.search.landing_paths`; `filter` may be left out on the browser. */
  landingPaths?: ReadonlyArray<{
    slug: string;
    title: string;
    description?: string;
    filter?: string;
  }>;
  /** `site.search.car_types`. */
  carTypes: readonly CarType[];
  /** `features.electric_cars_link`: the site answers /electric-cars. */
  electricCars?: boolean;
  /** The index sort ids are built on (`<index>:<attribute>:<direction>`); default 'cars'. */
  indexName?: string;
  /** Facet values present in the site's stock (the facet distribution of an empty search). */
  facetValues?: Partial<Record<VocabularyFacet, readonly string[]>>;
}

export interface ListingVocabulary {
  /** As configured (its trailing slash kept: that is how the site links to it). */
  listingPath: string;
  indexName: string;
  /** One route per normal path (see normalListingPath); two-segment paths are resolved lazily. */
  routes: ReadonlyMap<string, ListingRoute>;
  makeBySlug: ReadonlyMap<string, string>;
  /** make -> model slug -> make_model value. */
  modelsByMake: ReadonlyMap<string, ReadonlyMap<string, string>>;
  cityBySlug: ReadonlyMap<string, string>;
  locationBySlug: ReadonlyMap<string, string>;
  /** Indexable friendly paths for the sitemap, in a stable order. */
  sitemapPaths: readonly string[];
  /** The stock types the site sells (`site.search.car_types`): selecting them all selects nothing. */
  carTypes: readonly CarType[];
  /**
   * The words a typed query is read with (product rule 9.15), from the same stock values.
   * Built when first read: only a typed query needs it, and building it is most of what a
   * listing's hydration spends on its vocabulary.
   */
  readonly query: QueryVocabulary;
}
