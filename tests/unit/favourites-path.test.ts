import { expect, test } from 'vitest';
import { loadFavourites } from '#shared/pages/favourites.data.ts';
import type { RouteContext } from '#shared/app/route-context.ts';
import { demoSite } from '../support/demo-site.ts';

function load(page: string, favouritesPath: string) {
  const site = demoSite('bayside-mazda');
  const context = {
    site: { ...site, labels: { ...site.labels, favourites_path: favouritesPath } },
    services: {},
    requestId: 'test',
  } as unknown as RouteContext;
  return loadFavourites({
    params: { page },
    request: new Request(`https://example.test/${page}`),
    context,
  } as never);
}

/** A `data()` result carries its 404 in `init`; a plain object is a found page. */
function statusOf(result: ReturnType<typeof load>): number {
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}

test('spec 2: the favourites page lives at the tenant’s own path, and only there', () => {
  expect(statusOf(load('favourites', '/favourites'))).toBe(200);
  expect(statusOf(load('mybigboxcars', '/mybigboxcars'))).toBe(200);
  expect(statusOf(load('favourites', '/mybigboxcars'))).toBe(404);
  expect(statusOf(load('anything-else', '/favourites'))).toBe(404);
});
