import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { buildListingVocabulary } from '../../search-url/build-listing-vocabulary.ts';
import { listingUrl } from '../../search-url/listing-url.ts';
import { findSiteBrand, findStockMake } from './site-brands.ts';

/** Cards on a brand page; the listing link shows the rest. */
export const BRAND_STOCK_LIMIT = 8;

/**
 * docs/content-pages.md: /brands/{slug}, for the brands the site declares (listSiteBrands); any other
 * slug is a 404, decided before streaming.
 */
export async function loadBrand(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const brand = findSiteBrand(site, args.params.slug ?? '');
  if (!brand) return data({ isFound: false as const }, { status: 404 });
  const stock = findStockMake((await services.inventory.stockSummary(site)).makes, brand);
  if (!stock) return { isFound: true as const, brand, stock: null, cars: [], now: now() };
  const [cars, vocabularyInput] = await Promise.all([
    services.inventory.onSale(site, { make: stock.make }, BRAND_STOCK_LIMIT),
    services.listing.vocabularyInput(site),
  ]);
  // The listing's own URL rule: /search/{make} where the make has a friendly path.
  const href = listingUrl(
    { refinementList: { make: [stock.make] } },
    buildListingVocabulary(vocabularyInput),
  );
  return {
    isFound: true as const,
    brand,
    stock: { make: stock.make, count: stock.count, href },
    cars,
    now: now(),
  };
}

// The request's time: card badges ('New') read the same on the server and in the browser.
const now = () => new Date().toISOString();

export type BrandData = Awaited<ReturnType<typeof loadBrand>>;
