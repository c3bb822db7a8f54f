import { describe, expect, test } from 'vitest';
import { engineSort } from '#server/search/proxy/shopper-sort.ts';

describe('engineSort (decision 0013)', () => {
  test.each([
    [['price:asc'], ['asking_price:asc', 'custom_rank:desc', 'created_at:desc']],
    [['price:desc'], ['asking_price:desc', 'custom_rank:desc', 'created_at:desc']],
    [['km:asc'], ['km:asc', 'custom_rank:desc', 'created_at:desc']],
    [
      ['year:desc', 'price:asc'],
      ['year:desc', 'asking_price:asc', 'custom_rank:desc', 'created_at:desc'],
    ],
    // A tie-break the shopper already asked for keeps the shopper's direction and place.
    [['created_at:desc'], ['created_at:desc', 'custom_rank:desc']],
    [['custom_rank:asc'], ['custom_rank:asc', 'created_at:desc']],
  ])('%j runs as %j', (sort, expected) => {
    expect(engineSort(sort)).toEqual(expected);
  });
});
