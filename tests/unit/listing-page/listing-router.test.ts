import { describe, expect, test } from 'vitest';
import {
  createListingRouter,
  type ListingLocation,
  type ListingNavigation,
} from '#shared/pages/listing/listing-router.ts';
import type { IndexUiState } from '#shared/search-url/instantsearch-ui-state.ts';
import { group } from '../search-url/fixture.ts';

/** A browser URL the test moves by hand, recording what the router asks for. */
function fakeLocation(start: string) {
  let url = start;
  const listeners = new Set<(url: string) => void>();
  const navigations: { url: string; kind: ListingNavigation }[] = [];
  const location: ListingLocation = {
    current: () => url,
    navigate: (to, kind) => void navigations.push({ url: to, kind }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    location,
    navigations,
    /** The URL changes (a link, Back, or the router completing a navigation): the render, then the effect. */
    moveTo(next: string, { announce = true } = {}) {
      url = next;
      if (announce) for (const listener of listeners) listener(next);
    },
    announce: () => listeners.forEach((listener) => listener(url)),
  };
}

const LISTING = '/search/new-used-and-demo-cars/';
const withMake: IndexUiState = { refinementList: { make: ['Toyota'] } };

describe('the listing router', () => {
  test('a refinement keeps the shopper in place; a page turn is a new page', () => {
    const browser = fakeLocation(LISTING);
    const router = createListingRouter(browser.location, group);
    router.write(withMake);
    expect(browser.navigations).toEqual([{ url: '/search/toyota', kind: 'refinement' }]);
    browser.moveTo('/search/toyota');
    router.write({ ...withMake, page: 2 });
    expect(browser.navigations[1]).toEqual({ url: '/search/toyota?page=2', kind: 'new-page' });
  });

  test('writes nothing while the URL it stands for has been left by other means', () => {
    const browser = fakeLocation('/search/toyota?page=2');
    const router = createListingRouter(browser.location, group);
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    // A link to another listing: InstantSearch still holds the old search for a moment.
    browser.moveTo('/electric-cars', { announce: false });
    router.write({ ...withMake, page: 2 });
    expect(browser.navigations).toEqual([]);
    browser.announce();
    expect(updates).toEqual([{}]);
    // Once told, it writes again from the new URL.
    router.write({ page: 2 });
    expect(browser.navigations).toEqual([{ url: '/electric-cars?page=2', kind: 'new-page' }]);
  });

  test('one model picked: the URL names its make too, and InstantSearch hears that state', () => {
    const browser = fakeLocation(LISTING);
    const router = createListingRouter(browser.location, group);
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    router.write({ refinementList: { make_model: ['Toyota RAV4'] } });
    expect(browser.navigations).toEqual([{ url: '/search/toyota/rav4', kind: 'refinement' }]);
    browser.moveTo('/search/toyota/rav4');
    expect(updates).toEqual([
      { refinementList: { make: ['Toyota'], make_model: ['Toyota RAV4'] } },
    ]);
  });

  test('one model picked, then a page turn before the URL is announced: still written', () => {
    const browser = fakeLocation(LISTING);
    const router = createListingRouter(browser.location, group);
    router.write({ refinementList: { make_model: ['Toyota RAV4'] } });
    browser.moveTo('/search/toyota/rav4', { announce: false });
    router.write({ refinementList: { make_model: ['Toyota RAV4'] }, page: 2 });
    expect(browser.navigations.map(({ url }) => url)).toEqual([
      '/search/toyota/rav4',
      '/search/toyota/rav4?page=2',
    ]);
  });

  test('a second change before the first navigation lands still counts', () => {
    const browser = fakeLocation(LISTING);
    const router = createListingRouter(browser.location, group);
    router.write(withMake);
    router.write({ refinementList: { make: ['Toyota', 'Kia'] } });
    expect(browser.navigations.map(({ url }) => url)).toEqual([
      '/search/toyota',
      expect.stringContaining('Kia'),
    ]);
  });

  test('its own navigations do not come back as updates; Back does', () => {
    const browser = fakeLocation(LISTING);
    const router = createListingRouter(browser.location, group);
    const updates: IndexUiState[] = [];
    router.onUpdate((route) => updates.push(route));
    router.write(withMake);
    browser.moveTo('/search/toyota');
    expect(updates).toEqual([]);
    browser.moveTo(LISTING);
    expect(updates).toEqual([{}]);
    router.dispose();
    browser.moveTo('/search/toyota');
    expect(updates).toHaveLength(1);
  });

  test('links it creates on page 3: a filter starts at page 1, a page link keeps its page', () => {
    const browser = fakeLocation('/search/toyota?page=3');
    const router = createListingRouter(browser.location, group);
    expect(
      router.createURL({ ...withMake, refinementList: { make: ['Kia', 'Toyota'] }, page: 3 }),
    ).toBe('/search/new-used-and-demo-cars/?make=Kia&make=Toyota');
    expect(router.createURL({ refinementList: { simple_body: ['suv'] }, page: 3 })).toBe(
      '/search/suv',
    );
    expect(router.createURL({ ...withMake, page: 4 })).toBe('/search/toyota?page=4');
  });
});
