import { describe, expect, test } from 'vitest';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import { MAX_PAGE, type RefinementList } from '#shared/search-url/search-state.ts';
import { group, usedOnly } from './fixture.ts';

const selection = (url: string) => parseListingUrl(url, group)?.state.refinementList;

describe('friendly paths -> state (product rule 2.1)', () => {
  test.each<[string, RefinementList]>([
    ['/search/new-used-and-demo-cars/', {}],
    ['/search/new-cars', { car_type: ['new'] }],
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', { car_type: ['demo', 'new'] }],
    ['/search/suv', { simple_body: ['suv'] }],
    ['/search/hatchback', { simple_body: ['hatchback'] }],
    ['/search/ute', { simple_body: ['ute'] }],
    ['/search/cab-chassis', { simple_body: ['cabChassis'] }],
    ['/search/mazda', { make: ['Mazda'] }],
    ['/search/land-rover', { make: ['Land Rover'] }],
    ['/search/mercedes-benz', { make: ['Mercedes Benz'] }],
    ['/search/mazda/cx-5', { make: ['Mazda'], make_model: ['Mazda CX-5'] }],
    ['/search/mazda/bt-50', { make: ['Mazda'], make_model: ['Mazda BT-50'] }],
    ['/search/mazda/3', { make: ['Mazda'], make_model: ['Mazda 3'] }],
    [
      '/search/land-rover/range-rover-evoque',
      { make: ['Land Rover'], make_model: ['Land Rover Range Rover Evoque'] },
    ],
    ['/search/harbour-city-motors', { dealership_slug: ['harbour-city-motors'] }],
    ['/search/concord/toyota', { city: ['Concord'], make: ['Toyota'] }],
    [
      '/search/harbour-city-toyota/toyota',
      { location_name: ['Harbour City Toyota - Sales'], make: ['Toyota'] },
    ],
  ])('%s', (url, refinementList) => {
    expect(parseListingUrl(url, group)).toEqual({
      state: { query: '', page: 1, refinementList, range: {} },
    });
  });

  test('a location slug beats a city of the same slug', () => {
    expect(selection('/search/harbour-city-mazda/mazda')).toEqual({
      location_name: ['Harbour City Mazda - Sales'],
      make: ['Mazda'],
    });
  });

  test('a make that lost its slug to a body has no make/model paths either', () => {
    expect(parseListingUrl('/search/ute/maxx', group)).toBeNull();
  });
});

describe('landing pages', () => {
  test('a configured slug is its landing, with title and filter', () => {
    expect(parseListingUrl('/search/used-cars-sydney?make=Toyota', group)).toEqual({
      state: { query: '', page: 1, refinementList: { make: ['Toyota'] }, range: {} },
      landing: {
        path: '/search/used-cars-sydney',
        title: 'Used Cars Sydney',
        filter: 'car_type = "used"',
      },
    });
  });

  test('/electric-cars is a landing of electric stock', () => {
    expect(parseListingUrl('/electric-cars', group)?.landing).toMatchObject({
      path: '/electric-cars',
      filter: 'simple_fuel = "Electric"',
    });
    expect(parseListingUrl('/electric-cars', usedOnly)).toBeNull();
  });

  test('a used-only site whose listing path is /search/used-cars reads it as the listing', () => {
    expect(parseListingUrl('/search/used-cars', usedOnly)).toEqual({
      state: { query: '', page: 1, refinementList: {}, range: {} },
    });
  });
});

describe('query parameters -> state', () => {
  test('reads every parameter of the documented form', () => {
    const url =
      '/search/new-used-and-demo-cars/?query=cx-5+turbo&car_type=used&make=Land+Rover&make=Mazda' +
      '&refinementList[dealership_slug][0]=harbour-city-motors&tag=Special' +
      '&price=5000-20000&km=-80000&year=2019-&sort=price-desc&page=3';
    expect(parseListingUrl(url, group)?.state).toEqual({
      query: 'cx-5 turbo',
      page: 3,
      refinementList: {
        car_type: ['used'],
        make: ['Land Rover', 'Mazda'],
        dealership_slug: ['harbour-city-motors'],
        tag: ['Special'],
      },
      range: { price: { min: 5000, max: 20000 }, km: { max: 80000 }, year: { min: 2019 } },
      sortBy: 'cars:price:desc',
    });
  });

  test("accepts InstantSearch's refinementList[attribute][n] for any attribute, encoded or not", () => {
    expect(selection('/search/used-cars-sydney?refinementList%5Bmake%5D%5B0%5D=Kia')).toEqual({
      make: ['Kia'],
    });
    expect(selection('/search/used-cars-sydney?refinementList[make][1]=Mercedes%20Benz')).toEqual({
      make: ['Mercedes Benz'],
    });
  });

  test('product rule 4.10: the path selection wins over a parameter for the same attribute', () => {
    expect(selection('/search/new-cars?car_type=used')).toEqual({ car_type: ['new'] });
    expect(selection('/search/mazda/cx-5?make=Kia&make_model=Kia+Sportage')).toEqual({
      make: ['Mazda'],
      make_model: ['Mazda CX-5'],
    });
  });

  test('other selections add to a friendly path', () => {
    expect(selection('/search/mazda?simple_body=suv')).toEqual({
      simple_body: ['suv'],
      make: ['Mazda'],
    });
  });

  test.each([
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    // Past any listing's last page: the loader sends it to the last page (decision 0013).
    ['page=99999', MAX_PAGE],
    ['page=9'.padEnd(400, '9'), MAX_PAGE],
    ['page=7&page=9', 7],
  ])('%s -> page %s', (query, page) => {
    expect(parseListingUrl(`/search/mazda?${query}`, group)?.state.page).toBe(page);
  });

  test.each([
    ['price=20000-5000'],
    ['price=-'],
    ['price=cheap'],
    ['price=1-2-3'],
    ['price=1e9-'],
    ['sort=colour-asc'],
    ['sort=price'],
    ['utm_source=mail&_data=routes%2Flisting'],
  ])('ignores %s', (query) => {
    expect(parseListingUrl(`/search/mazda?${query}`, group)?.state).toEqual({
      query: '',
      page: 1,
      refinementList: { make: ['Mazda'] },
      range: {},
    });
  });

  test('ignores a fragment', () => {
    expect(parseListingUrl('/search/mazda#results?page=4', group)?.state.page).toBe(1);
  });
});

describe('spellings and hostile input', () => {
  test('trailing slash optional on every path, upper case accepted (the server redirects)', () => {
    expect(selection('/search/mazda/')).toEqual({ make: ['Mazda'] });
    expect(selection('/search/Mazda/CX-5')).toEqual({
      make: ['Mazda'],
      make_model: ['Mazda CX-5'],
    });
    expect(selection('/search/new-used-and-demo-cars')).toEqual({});
    expect(selection('/search/new-used-and-demo-cars/?page=2')).toEqual({});
  });

  test('an absolute URL is read by its path and query', () => {
    expect(
      parseListingUrl('https://harbour-city-motors.localhost:3000/search/kia?page=2', group)?.state
        .page,
    ).toBe(2);
  });

  test.each([
    ['/search/mazda3'],
    ['/search/tesla'],
    ['/search/mazda/cx-9'],
    ['/search/gladesville/tesla'],
    ['/search/mazda/cx-5/extra'],
    ['/search'],
    ['/search/'],
    ['/'],
    ['/cars/mazda'],
    ['/search/sedan/mazda'],
    ['/search//mazda'],
    ['/search/mazda//'],
    ['/search/../search/mazda'],
    ['/search/%2e%2e/mazda'],
    ['/search/mazda%2Fcx-5'],
    ['/search/mazda%2fcx-5'],
    ['/search/ma%7Ada'],
    ['/search/mazda\\cx-5'],
    ['/search/-mazda'],
    ['/search/mazda-'],
    ['/search/ma zda'],
    ['//evil.example/search/mazda'],
    ['search/mazda'],
    [''],
    [`/search/${'a'.repeat(3000)}`],
    [`/search/mazda?query=${'x'.repeat(3000)}`],
  ])('%s -> null', (url) => {
    expect(parseListingUrl(url, group)).toBeNull();
  });

  test('over-long values are dropped, not truncated', () => {
    const long = 'x'.repeat(250);
    expect(parseListingUrl(`/search/mazda?query=${long}&tag=${long}`, group)?.state).toEqual({
      query: '',
      page: 1,
      refinementList: { make: ['Mazda'] },
      range: {},
    });
  });

  test('markup in values stays data (the page escapes it when rendering)', () => {
    expect(parseListingUrl('/search/mazda?query=%3Cscript%3E', group)?.state.query).toBe(
      '<script>',
    );
  });
});
