import { BODY_TYPE_LABELS, type BodyType } from '../../inventory/body-types.ts';
import { bodyImageUrl } from '../../inventory/car-images.ts';
import { useRefinementList } from 'react-instantsearch';
import {
  isRangeAttribute,
  REFINEMENT_ATTRIBUTES,
  type RangeAttribute,
} from '../../search-url/search-state.ts';
import type { SearchFacet } from '../../tenant/tenant-config.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { FacetTiles, type FacetTilesProps } from './listing-facet-tiles.tsx';
import { ListingRangeFacets } from './listing-range-facets.tsx';
import type { ListingRefinementUrls } from './listing-refinement-urls.ts';
import { LISTING_INDEX } from './listing-search-client.ts';
import { useRemoveRefinement } from './use-remove-refinement.ts';
import { readQueryParams } from '../../search-url/query-params.ts';

const CAR_TYPE_NAMES: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

export function carTypeName(value: string): string {
  return CAR_TYPE_NAMES[value] ?? value;
}

export function bodyLabel(value: string): string {
  return BODY_TYPE_LABELS[value as BodyType] ?? value;
}

type ListFacet = Exclude<SearchFacet, RangeAttribute>;

const TITLES: Record<ListFacet, string> = {
  car_type: 'Condition',
  make: 'Make',
  make_model: 'Model',
  simple_body: 'Body type',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  filtered_features: 'Features',
  tag: 'Specials',
  simple_fuel: 'Fuel',
  simple_transmission: 'Transmission',
  simple_drive: 'Drive',
};

function tileProps(
  attribute: ListFacet,
  site: SiteData,
  urls: ListingRefinementUrls,
  unselectMake: FacetTilesProps['unselect'],
): FacetTilesProps {
  const props: FacetTilesProps = {
    attribute,
    title: TITLES[attribute],
    hrefOf: (value) => urls.toggled(attribute, value),
  };
  if (attribute === 'car_type') props.labelOf = carTypeName;
  if (attribute === 'simple_body') {
    props.labelOf = bodyLabel;
    props.imageOf = (value) => bodyImageUrl(value);
  }
  if (attribute === 'make') {
    // product rule 2.9: make tiles carry the maker's logo where the site has one.
    const logos = new Map(
      (site.manufacturers ?? []).flatMap((maker) =>
        maker.logo ? [[maker.name.toLowerCase(), maker.logo.url] as const] : [],
      ),
    );
    props.imageOf = (value) => logos.get(value.toLowerCase());
    props.unselect = unselectMake;
  }
  return props;
}

// One value per car: registered only while the URL names one, so other searches never
// ask for every stock number's count; 'and' keeps it to the main query (no extra query).
const STOCK_NUMBER = 'stocknum';

function urlNamesStockNumber(url: string): boolean {
  const query = url.split('?')[1] ?? '';
  return Boolean(readQueryParams(query, LISTING_INDEX).refinementList?.stocknum?.length);
}

/** A refinement the URL may carry (a friendly path, the dealer filter) that the site does not show. */
function UnshownRefinementList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, operator: attribute === STOCK_NUMBER ? 'and' : 'or' });
  return null;
}

/**
 * The sidebar facets in the order the site configures (`search.facets`). Range
 * facets share one form, placed where the first of them is configured.
 */
export function ListingFacets({
  site,
  url,
  urls,
}: {
  site: SiteData;
  url: string;
  urls: ListingRefinementUrls;
}) {
  const remove = useRemoveRefinement();
  const ranges = site.search_facets.filter(isRangeAttribute);
  const firstRange = site.search_facets.findIndex(isRangeAttribute);
  const shownLists = new Set<string>(site.search_facets);
  const unshownLists = REFINEMENT_ATTRIBUTES.filter(
    (attribute) =>
      !shownLists.has(attribute) && (attribute !== STOCK_NUMBER || urlNamesStockNumber(url)),
  );
  const unselectMake: FacetTilesProps['unselect'] = {
    href: (value) => urls.without({ attribute: 'make', value }),
    apply: (value) => remove({ attribute: 'make', value }),
  };
  return (
    <>
      {site.search_facets.map((facet, index) => {
        if (isRangeAttribute(facet)) {
          return index === firstRange ? (
            <ListingRangeFacets key="ranges" url={url} shown={ranges} />
          ) : null;
        }
        return <FacetTiles key={facet} {...tileProps(facet, site, urls, unselectMake)} />;
      })}
      {/* Registered even when not shown, so whatever the URL refines always filters. */}
      {firstRange < 0 ? <ListingRangeFacets url={url} shown={[]} /> : null}
      {unshownLists.map((attribute) => (
        <UnshownRefinementList key={attribute} attribute={attribute} />
      ))}
    </>
  );
}
