import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useIsHydrated } from '../app/use-is-hydrated.ts';
import type { NumericRange } from '../search-url/search-state.ts';
import { PriceInputs } from '../pages/listing/price-inputs.tsx';
import { PriceSlider } from '../pages/listing/price-slider.tsx';

/** The price slider search leads to a search sorted by price, highest first (product rule 7.3). */
export const PRICE_SEARCH_SORT = 'price-desc';

/** The listing URL of a price search, in the listing's canonical parameter form. */
export function priceSearchUrl(listingPath: string, { min, max }: NumericRange): string {
  const price = min === undefined && max === undefined ? '' : `price=${min ?? ''}-${max ?? ''}&`;
  return `${listingPath}?${price}sort=${PRICE_SEARCH_SORT}`;
}

/**
 * product rule 2.10 'Price slider search' (the product rule 9.9 slider) for the home page.
 * A GET form on the listing path, so it works before hydration with plain number inputs;
 * afterwards the slider replaces them and the search opens without a page load.
 */
export function PriceSearch({ listingPath }: { listingPath: string }) {
  const isHydrated = useIsHydrated();
  const navigate = useNavigate();
  const [range, setRange] = useState<NumericRange>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(priceSearchUrl(listingPath, range));
  };
  return (
    <section className="price-search" aria-labelledby="price-search-title">
      <h2 id="price-search-title">Search by price</h2>
      <form method="get" action={listingPath} onSubmit={isHydrated ? submit : undefined}>
        <input type="hidden" name="sort" value={PRICE_SEARCH_SORT} />
        {isHydrated ? (
          <PriceSlider range={range} onCommit={setRange} />
        ) : (
          <PriceInputs range={range} />
        )}
        <button type="submit" className="button button--primary">
          Show vehicles
        </button>
      </form>
    </section>
  );
}
