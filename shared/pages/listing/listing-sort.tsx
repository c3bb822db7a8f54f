import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { LISTING_SORT_OPTIONS } from './listing-sort-options.ts';

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
