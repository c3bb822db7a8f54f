import { LISTING_INDEX } from './listing-search-client.ts';
import { LISTING_SORTS, sortByOfParam } from '../../search-url/sort-param.ts';

const LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'km-asc': 'Kilometres: lowest first',
  'year-desc': 'Year: newest first',
  'created_at-desc': 'Recently added',
};

/** decision 0006: default custom rank, then the sorts the listing's URL carries. */
export const LISTING_SORT_OPTIONS = [
  { label: 'Featured', value: LISTING_INDEX },
  ...LISTING_SORTS.map((sort) => ({
    label: LABELS[sort],
    value: sortByOfParam(sort, LISTING_INDEX)!,
  })),
];
