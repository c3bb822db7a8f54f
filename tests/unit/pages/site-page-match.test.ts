import { expect, test } from 'vitest';
import { matchSitePage } from '#shared/pages/site-page/match-site-page.ts';
import { demoSite } from '../../support/demo-site.ts';

const siteWithFavouritesAt = (path: string) =>
  demoSite('bayside-mazda', (config) => {
    config.labels.favourites_path = path;
  });

test('product rule 2.3: the favourites page lives at the tenant’s own path, and only there', () => {
  expect(matchSitePage(siteWithFavouritesAt('/favourites'), '/favourites')).toEqual({
    kind: 'favourites',
  });
  expect(matchSitePage(siteWithFavouritesAt('/mybigboxcars'), '/mybigboxcars')?.kind).toBe(
    'favourites',
  );
  expect(matchSitePage(siteWithFavouritesAt('/mybigboxcars'), '/favourites')).toBeUndefined();
  expect(matchSitePage(siteWithFavouritesAt('/favourites'), '/anything-else')).toBeUndefined();
});

test('a trailing slash names the same page', () => {
  expect(matchSitePage(siteWithFavouritesAt('/favourites'), '/favourites/')?.kind).toBe(
    'favourites',
  );
});
