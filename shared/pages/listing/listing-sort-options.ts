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
