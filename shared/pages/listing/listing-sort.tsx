import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { LISTING_INDEX } from './listing-search-client.ts';

/** decision 0006: default custom rank, price both ways, km, year, newest. */
export const LISTING_SORT_OPTIONS = [
  { label: 'Featured', value: LISTING_INDEX },
  { label: 'Price: low to high', value: `${LISTING_INDEX}:price:asc` },
  { label: 'Price: high to low', value: `${LISTING_INDEX}:price:desc` },
  { label: 'Kilometres: lowest first', value: `${LISTING_INDEX}:km:asc` },
  { label: 'Year: newest first', value: `${LISTING_INDEX}:year:desc` },
  { label: 'Recently added', value: `${LISTING_INDEX}:created_at:desc` },
];

export function ListingSort() {
  const id = useId();
  const { currentRefinement, options, refine } = useSortBy({ items: LISTING_SORT_OPTIONS });
  return (
    <div className="listing-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
