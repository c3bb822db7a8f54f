import { Fragment, memo, type ReactNode } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { ListingCard } from '../../components/listing/listing-card.tsx';
import type { ListingCar } from '../../listing/listing-car.ts';
import { selectPromoCards } from '../../listing/promo-cards.ts';
import { resultCarTypes, type CarTypeFacetValue } from '../../listing/result-car-types.ts';
import { InlineJson } from '../../app/nonce.tsx';
import { itemListJsonLd } from '../../seo/item-list-json-ld.ts';
import type { CarType, PromoCard } from '../../tenant/tenant-config.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { ListingNoResults, type ListingNoResultsProps } from './listing-no-results.tsx';
import { useActiveRefinements } from './use-active-refinements.ts';

/** Cards in the first row load their pictures eagerly (likely above the fold). */
const EAGER_CARDS = 3;

export interface ListingHitsProps {
  site: SiteData;
  now: Date;
  /** The favourite toggle for a card. */
  renderFavourite?: (car: ListingCar) => ReactNode;
  /** Where the listing is, for the ways out of an empty result (product rule 9.16). */
  place: Omit<ListingNoResultsProps, 'site' | 'refinements'>;
}

function PromoTile({ card }: { card: PromoCard }) {
  const image = <img src={card.src} alt={card.alt} width={400} height={300} loading="lazy" />;
  return (
    <li className="promo-card" style={{ background: card.background }}>
      {card.url ? <a href={card.url}>{image}</a> : image}
    </li>
  );
}

interface ListingHitProps {
  car: ListingCar & Record<string, unknown>;
  site: SiteData;
  now: Date;
  aboveTheFold: boolean;
  renderFavourite: ListingHitsProps['renderFavourite'];
}

/** The same hit, field by field: InstantSearch hands out new hit objects on every render. */
function isSameHit(previous: ListingHitProps, next: ListingHitProps): boolean {
  if (
    previous.site !== next.site ||
    previous.now.getTime() !== next.now.getTime() ||
    previous.aboveTheFold !== next.aboveTheFold ||
    previous.renderFavourite !== next.renderFavourite
  ) {
    return false;
  }
  const fields = Object.keys(next.car);
  return (
    fields.length === Object.keys(previous.car).length &&
    fields.every((field) => Object.is(previous.car[field], next.car[field]))
  );
}

/**
 * One result card. A facet tap renders the listing while its search is on the way (the
 * pressed tile, the loading state) and when the URL changes: the cards then are the ones
 * already shown, and are not rendered again.
 */
const ListingHit = memo(function ListingHit({
  car,
  site,
  now,
  aboveTheFold,
  renderFavourite,
}: ListingHitProps) {
  return (
    <ListingCard
      car={car}
      site={site}
      now={now}
      aboveTheFold={aboveTheFold}
      // Straight under the page's h1: an h3 here skipped a level (Lighthouse heading-order).
      headingLevel={2}
      favourite={renderFavourite?.(car)}
    />
  );
}, isSameHit);

/** Car types present in the results (car_type is always requested: ListingFacets registers it). */
function useResultCarTypes(): CarType[] {
  const { results } = useInstantSearch();
  return resultCarTypes((results.getFacetValues?.('car_type', {}) ?? []) as CarTypeFacetValue[]);
}

/**
 * The result cards, with the site's promo cards on the first page (product rule 4.11):
 * positioned cards right after the first car (a shopper sees a car first, on a phone's first
 * screen too), the others after the cars.
 */
export function ListingHits({ site, now, renderFavourite, place }: ListingHitsProps) {
  const { items, results } = useHits<ListingCar & Record<string, unknown>>();
  const carTypes = useResultCarTypes();
  const { refinements } = useActiveRefinements();
  if (items.length === 0) {
    return <ListingNoResults site={site} refinements={refinements} {...place} />;
  }
  const promos =
    (results?.page ?? 0) === 0
      ? selectPromoCards(site.promo_cards ?? [], {
          now,
          carTypes,
          ...(site.features.shuffle_promo_cards ? { shuffleSeed: now.toISOString() } : {}),
        })
      : [];
  const page = results?.page ?? 0;
  const leading = promos.filter((card) => card.position !== undefined);
  const trailing = promos.filter((card) => card.position === undefined);
  const jsonLd = itemListJsonLd(site, items, page * (results?.hitsPerPage ?? items.length));
  return (
    <>
      <InlineJson type="application/ld+json" value={jsonLd} />
      <ol className="listing-hits">
        {items.map((car, index) => (
          <Fragment key={car.id}>
            <li>
              <ListingHit
                car={car}
                site={site}
                now={now}
                aboveTheFold={index < EAGER_CARDS}
                renderFavourite={renderFavourite}
              />
            </li>
            {index === 0 ? leading.map((card) => <PromoTile key={card.id} card={card} />) : null}
          </Fragment>
        ))}
        {trailing.map((card) => (
          <PromoTile key={card.id} card={card} />
        ))}
      </ol>
    </>
  );
}
