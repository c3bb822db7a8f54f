// product rule 9.16: the ways out of an empty listing, and the spelling they offer.
import { describe, expect, test } from 'vitest';
import { deadEndOptions } from '#shared/pages/listing/dead-end-options.ts';
import { didYouMean, editDistance } from '#shared/search/understanding/did-you-mean.ts';
import { buildQueryVocabulary } from '#shared/search/understanding/query-vocabulary.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { searchStateFilter } from '#shared/search-url/search-state-filter.ts';

const facetValues = {
  make: ['Toyota', 'Kia', 'Volkswagen'],
  make_model: ['Toyota HiLux', 'Kia Carnival', 'Volkswagen Golf'],
  simple_body: ['ute', 'suv'],
};
const query = buildQueryVocabulary({ makes: facetValues.make, makeModels: facetValues.make_model });

describe('did you mean', () => {
  test.each([
    ['toyta', 'Toyota'],
    ['hylux', 'HiLux'],
    ['volkswagan golf', 'Volkswagen golf'],
    ['carnivall', 'Carnival'],
  ])('%s -> %s', (typed, meant) => {
    expect(didYouMean(typed, query)).toBe(meant);
  });

  test('a right spelling, a short word or an unrelated word offers nothing', () => {
    for (const typed of ['toyota', 'kia', 'xyz', 'sunroof', '12345', '🚗']) {
      expect(didYouMean(typed, query), typed).toBeUndefined();
    }
  });

  test('edit distance', () => {
    expect(editDistance('hylux', 'hilux')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });
});

describe('the ways out of an empty listing', () => {
  const vocabulary = buildListingVocabulary({
    listingPath: '/search/cars',
    carTypes: ['new', 'used'],
    facetValues,
  });

  test('spelling first, then each filter dropped, the words dropped, and everything', () => {
    const options = deadEndOptions({
      state: {
        query: 'hylux',
        page: 1,
        refinementList: { simple_body: ['suv'] },
        range: { price: { max: 20000 } },
      },
      refinements: [
        { attribute: 'simple_body', value: 'suv', label: 'SUV' },
        { attribute: 'price', value: 20000, operator: '<=', label: 'To $20K' },
      ],
      vocabulary,
    });
    expect(options.map(({ label, url }) => [label, url])).toEqual([
      [
        'Did you mean “HiLux”?',
        '/search/cars?simple_body=suv&make=Toyota&make_model=Toyota+HiLux&price=-20000',
      ],
      ['Without SUV', '/search/cars?query=hylux&price=-20000'],
      ['Without To $20K', '/search/suv?query=hylux'],
      ['Without “hylux”', '/search/suv?price=-20000'],
      ['Everything in stock', '/search/cars'],
    ]);
    expect(options[1]!.search).toEqual({ q: 'hylux', filter: 'price <= 20000' });
  });
});

test('a state as one filter: values OR, attributes AND, quotes escaped, a landing inside', () => {
  expect(
    searchStateFilter(
      {
        query: '',
        page: 1,
        refinementList: { make: ['Kia', 'Say "hi"'], simple_body: ['ute'] },
        range: { year: { min: 2018 }, price: { min: 1, max: 2 } },
      },
      { path: '/search/x', title: 'X', filter: 'car_type = "used"' },
    ),
  ).toBe(
    '(car_type = "used") AND (make = "Kia" OR make = "Say \\"hi\\"") AND (simple_body = "ute") AND year >= 2018 AND price >= 1 AND price <= 2',
  );
});
