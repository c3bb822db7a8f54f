import { expect, test } from 'vitest';
import { rangeFieldName, rangeFormTarget } from '#shared/pages/listing/listing-range-form.ts';

test('field names are the ones the URL rules read', () => {
  expect(rangeFieldName('price', 'min')).toBe('price_min');
  expect(rangeFieldName('weekly_price', 'max')).toBe('weekly_price_max');
});

test.each<[string, string, Array<[string, string]>]>([
  ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/', []],
  [
    '/search/toyota?query=red+hybrid&make=Mazda&price=5000-20000&km=-50000&sort=price-desc&page=3',
    '/search/toyota',
    [
      ['query', 'red hybrid'],
      ['make', 'Mazda'],
      ['sort', 'price-desc'],
    ],
  ],
  [
    '/search/used-cars?refinementList%5Bdealership_slug%5D%5B0%5D=harbour-city-motors&price_min=1#top',
    '/search/used-cars',
    [['refinementList[dealership_slug][0]', 'harbour-city-motors']],
  ],
  [
    '/search/used-cars?utm_source=google&make=Kia&gclid=EAIaIQ&utm_campaign=vehicle-ads',
    '/search/used-cars',
    [['make', 'Kia']],
  ],
])(
  '%s: the form replaces ranges and page, carries the rest but campaign parameters',
  (url, action, hidden) => {
    expect(rangeFormTarget(url)).toEqual({ action, hidden });
  },
);
