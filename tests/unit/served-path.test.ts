import { expect, test } from 'vitest';
import { isServedPath } from '#server/crawl/served-path.server.ts';

test.each([
  ['/', true],
  ['/locations/harbour-city-motors', true],
  ['/contact-us/bayside-mazda', true],
  ['/locations/a/b', false],
  ['/special-offers', false],
  ['/search/used-cars', true],
  ['/search/toyota/corolla', true],
  ['/search', false],
  ['/electric-cars', true],
  ['/models?body=all', false],
])('%s served: %s', (path, expected) => {
  expect(isServedPath(path)).toBe(expected);
});
