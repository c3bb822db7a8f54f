import { canonicalUrl, type SiteData } from '../tenant/site-data.ts';
import { carUrl } from '../inventory/car-identity.ts';

/** schema.org ItemList of the cars a listing page shows: position and URL are enough. */
export function itemListJsonLd(
  site: Pick<SiteData, 'primary_hostname'>,
  cars: ReadonlyArray<{ slug: string }>,
  /** 0-based index of the first car (page offset), so positions run on across pages. */
  offset = 0,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cars.map((car, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: canonicalUrl(site, carUrl(car.slug)),
    })),
  };
}
