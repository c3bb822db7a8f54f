import { Type } from 'typebox';
import { define, stringEnum } from './define.ts';
import { CarType, Slug } from './primitives.ts';

/** Car attributes a listing card may show as chips. */
export const CardChip = stringEnum([
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
  'simple_fuel',
  'simple_drive',
  'fuel',
  'seats',
  'colour',
  'year',
  'location_name',
]);

/**
 * The sidebar facets a site may show; photos_count is the 'Has Photos' checkbox (a range
 * from 1). The search index facets each of these (server/search/cars-index.server.ts).
 */
export const SEARCH_FACETS = [
  'make',
  'make_model',
  'simple_body',
  'car_type',
  'city',
  'location_name',
  'dealership_name',
  'filtered_features',
  'tag',
  'price',
  'weekly_price',
  'km',
  'year',
  'seats',
  'photos_count',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
] as const;

/** A sidebar facet. */
export const SearchFacet = stringEnum(SEARCH_FACETS);

export const LandingPath = define(
  'LandingPath',
  Type.Object(
    {
      slug: Slug,
      title: Type.String({ minLength: 1, maxLength: 120 }),
      description: Type.Optional(Type.String({ maxLength: 320 })),
      filter: Type.String({
        description:
          'Meilisearch filter expression added to the scope filter; empty for the whole stock.',
        maxLength: 1000,
      }),
    },
    { description: 'A configured /search/{slug} landing page.', additionalProperties: false },
  ),
);

export const SearchConfig = define(
  'SearchConfig',
  Type.Object(
    {
      listing_path: Type.String({
        description:
          'Default listing path of the site, e.g. /search/new-used-and-demo-cars/ or /search/used-cars.',
        pattern: '^/search/[a-z0-9]+(-[a-z0-9]+)*/?$',
      }),
      landing_paths: Type.Array(LandingPath),
      scope_filter: Type.String({
        description: 'Meilisearch filter expression forced into every query of this site.',
        minLength: 1,
        maxLength: 1000,
      }),
      stock_filter: Type.Optional(
        Type.String({
          description:
            'Default stock filter (Meilisearch expression) applied unless the visitor filters otherwise.',
          minLength: 1,
          maxLength: 1000,
        }),
      ),
      car_types: Type.Array(CarType, {
        description: 'Stock types this site sells.',
        minItems: 1,
        uniqueItems: true,
      }),
      card_chips: Type.Optional(
        Type.Array(CardChip, {
          description:
            'Attribute chips of a listing card, in order; default car_type, simple_body, km, simple_transmission, stocknum.',
          minItems: 1,
          maxItems: 8,
          uniqueItems: true,
        }),
      ),
      facets: Type.Array(SearchFacet, {
        description:
          "Facets offered in the search sidebar, in display order. photos_count is the 'Has Photos' checkbox (product rule 9.4).",
        uniqueItems: true,
      }),
    },
    { additionalProperties: false },
  ),
);
