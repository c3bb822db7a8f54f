import { BODY_TYPE_LABELS, type BodyType } from '../../inventory/body-types.ts';
import { bodyImageUrl } from '../../inventory/car-images.ts';
import { useRefinementList } from 'react-instantsearch';
import type { SiteData } from '../../tenant/site-data.ts';
import { FacetTiles, type FacetTilesProps } from './listing-facet-tiles.tsx';
import { ListingRangeFacets } from './listing-range-facets.tsx';
import type { ListingRefinementUrls } from './listing-refinement-urls.ts';
import { listingFacetWidgets, type ListFacet } from './listing-facet-widgets.ts';
import { useRemoveRefinement } from './use-remove-refinement.ts';

const CAR_TYPE_NAMES: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

export function carTypeName(value: string): string {
  return CAR_TYPE_NAMES[value] ?? value;
}

export function bodyLabel(value: string): string {
  return BODY_TYPE_LABELS[value as BodyType] ?? value;
}

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
): Omit<FacetTilesProps, 'limit'> {
  const props: Omit<FacetTilesProps, 'limit'> = {
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

/** A refinement the URL may carry (a friendly path, the dealer filter) that the site does not show. */
function UnshownRefinementList(props: {
  attribute: string;
  operator: 'and' | 'or';
  limit: number;
}) {
  useRefinementList(props);
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
  const unselectMake: FacetTilesProps['unselect'] = {
    href: (value) => urls.without({ attribute: 'make', value }),
    apply: (value) => remove({ attribute: 'make', value }),
  };
  const { configured, unconfiguredRanges, unshown } = listingFacetWidgets(site.search_facets, url);
  // Three places, as the facets were always laid out: React's ids (useId) follow the tree's shape.
  return (
    <>
      {configured.map((widget) => {
        if (!widget) return null;
        if (widget.kind === 'ranges') {
          return <ListingRangeFacets key="ranges" url={url} shown={widget.shown} />;
        }
        const props = tileProps(widget.attribute, site, urls, unselectMake);
        return <FacetTiles key={widget.attribute} {...props} limit={widget.limit} />;
      })}
      {unconfiguredRanges ? (
        <ListingRangeFacets url={url} shown={unconfiguredRanges.shown} />
      ) : null}
      {unshown.map(({ attribute, operator, limit }) => (
        <UnshownRefinementList
          key={attribute}
          attribute={attribute}
          operator={operator}
          limit={limit}
        />
      ))}
    </>
  );
}
