import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { carPriceText } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import { currentOffers, offerTimeZone } from '../../offers/current-offers.ts';
import type { SiteData } from '../../tenant/site-data.ts';

/** Cars linked from one offer card; an offer naming more links the first ones on sale. */
export const OFFER_CARS_LIMIT = 12;

/** product rule 2.3: /special-offers only where offers are enabled. */
export function offersSpecialOffers(site: Pick<SiteData, 'features'>): boolean {
  return site.features.offers;
}

/**
 * docs/content-pages.md: today's offers (never expired or not yet started ones), each with the cars it
 * names that are still on sale on this site.
 */
export async function loadSpecialOffers(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  if (!offersSpecialOffers(site)) {
    return data({ isFound: false as const }, { status: 404 });
  }
  const now = new Date();
  const offers = currentOffers(site.offers ?? [], now, offerTimeZone(site.dealership));
  const cars = await Promise.all(
    offers.map((offer) =>
      services.inventory.onSale(
        site,
        { stocknums: offer.stocknums ?? [], ids: offer.car_ids ?? [] },
        OFFER_CARS_LIMIT,
      ),
    ),
  );
  return {
    isFound: true as const,
    offers: offers.map((offer, index) => ({
      offer,
      // A link each: what the card names, not a whole listing card.
      cars: (cars[index] ?? []).map((car) => ({
        id: car.id,
        href: carUrl(car.slug),
        title: carTitle(car),
        price: carPriceText(car),
      })),
    })),
  };
}

export type SpecialOffersData = Awaited<ReturnType<typeof loadSpecialOffers>>;
