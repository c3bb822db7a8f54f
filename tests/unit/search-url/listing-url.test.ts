import { describe, expect, test } from 'vitest';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { listingUrl, nextListingUrl } from '#shared/search-url/listing-url.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { RefinementList, SearchState } from '#shared/search-url/search-state.ts';
import { group, usedOnly } from './fixture.ts';

const urlOf = (refinementList: RefinementList, rest: Partial<SearchState> = {}) =>
  listingUrl({ refinementList, ...rest }, group);

describe('state -> friendly path (product rule 4.10: one selected facet value)', () => {
  test.each<[RefinementList, string]>([
    [{}, '/search/new-used-and-demo-cars/'],
    [{ car_type: ['new'] }, '/search/new-cars'],
    [{ car_type: ['used'] }, '/search/used-cars'],
    [{ car_type: ['demo'] }, '/search/demo-cars'],
    [{ car_type: ['new', 'demo'] }, '/search/new-and-demo-cars'],
    [{ simple_body: ['suv'] }, '/search/suv'],
    [{ simple_body: ['ute'] }, '/search/ute'],
    [{ simple_body: ['cabChassis'] }, '/search/cab-chassis'],
    [{ make: ['Mazda'] }, '/search/mazda'],
    [{ make: ['Land Rover'] }, '/search/land-rover'],
    [{ make: ['Mercedes Benz'] }, '/search/mercedes-benz'],
    [{ make: ['Mazda'], make_model: ['Mazda CX-5'] }, '/search/mazda/cx-5'],
    [{ make: ['Mazda'], make_model: ['Mazda BT-50'] }, '/search/mazda/bt-50'],
    [{ make: ['Mazda'], make_model: ['Mazda 3'] }, '/search/mazda/3'],
    [{ dealership_slug: ['harbour-city-motors'] }, '/search/harbour-city-motors'],
    [{ city: ['Concord'], make: ['Toyota'] }, '/search/concord/toyota'],
    [
      { location_name: ['Harbour City Toyota - Sales'], make: ['Toyota'] },
      '/search/harbour-city-toyota/toyota',
    ],
  ])('%j -> %s', (refinementList, url) => {
    expect(urlOf(refinementList)).toBe(url);
  });
});

describe('state -> default listing path with parameters', () => {
  test.each<[RefinementList, string]>([
    [{ make: ['Mazda', 'Kia'] }, '/search/new-used-and-demo-cars/?make=Kia&make=Mazda'],
    [
      { car_type: ['used'], make: ['Mazda'] },
      '/search/new-used-and-demo-cars/?car_type=used&make=Mazda',
    ],
    // Every type the site sells is the same cars as none: the default listing, one URL.
    [{ car_type: ['new', 'used', 'demo'] }, '/search/new-used-and-demo-cars/'],
    // Shadowed slugs and values the stock does not hold have no path.
    [{ make: ['Mercedes-Benz'] }, '/search/new-used-and-demo-cars/?make=Mercedes-Benz'],
    [{ make: ['Ute'] }, '/search/new-used-and-demo-cars/?make=Ute'],
    [{ make: ['Hyundai'] }, '/search/new-used-and-demo-cars/?make=Hyundai'],
    [{ make: ['Tesla'] }, '/search/new-used-and-demo-cars/?make=Tesla'],
    [
      { make_model: ['Mazda CX-5', 'Toyota RAV4'] },
      '/search/new-used-and-demo-cars/?make_model=Mazda+CX-5&make_model=Toyota+RAV4',
    ],
    // A model of no make in stock has no make to write it under.
    [{ make_model: ['Tesla Model 3'] }, '/search/new-used-and-demo-cars/?make_model=Tesla+Model+3'],
    [
      { make: ['Kia'], make_model: ['Mazda CX-5'] },
      '/search/new-used-and-demo-cars/?make=Kia&make_model=Mazda+CX-5',
    ],
    [{ city: ['Concord'] }, '/search/new-used-and-demo-cars/?city=Concord'],
    [
      { dealership_slug: ['suv'] },
      '/search/new-used-and-demo-cars/?refinementList[dealership_slug][0]=suv',
    ],
    [
      { dealership_slug: ['b-motors', 'a-motors'] },
      '/search/new-used-and-demo-cars/?refinementList[dealership_slug][0]=a-motors&refinementList[dealership_slug][1]=b-motors',
    ],
  ])('%j -> %s', (refinementList, url) => {
    expect(urlOf(refinementList)).toBe(url);
  });

  test('parameters in one fixed order whatever order the state was built in', () => {
    const url =
      '/search/new-used-and-demo-cars/?query=a+b%26c%2Bd&car_type=used&simple_body=suv&make=Mazda' +
      '&filtered_features=Sunroof%2C+tilt&price=5000-20000&km=-80000&sort=price-asc&page=2';
    expect(
      listingUrl(
        {
          page: 2,
          sortBy: 'cars:price:asc',
          range: { km: { max: 80000 }, price: { min: 5000, max: 20000 } },
          refinementList: {
            filtered_features: ['Sunroof, tilt'],
            make: ['Mazda'],
            simple_body: ['suv'],
            car_type: ['used'],
          },
          query: 'a b&c+d',
        },
        group,
      ),
    ).toBe(url);
  });

  test('the sort of another index or the default ranking writes no parameter', () => {
    expect(urlOf({ make: ['Mazda'] }, { sortBy: 'cars' })).toBe('/search/mazda');
    expect(urlOf({ make: ['Mazda'] }, { sortBy: 'trucks:price:asc' })).toBe('/search/mazda');
  });
});

describe('product rule 4.10: one model selected goes to /search/{make}/{model}', () => {
  test.each<[RefinementList, string]>([
    [{ make_model: ['Mazda CX-5'] }, '/search/mazda/cx-5'],
    [{ make_model: ['Land Rover Range Rover Evoque'] }, '/search/land-rover/range-rover-evoque'],
    [{ make_model: ['Kia Sportage'] }, '/search/kia/sportage'],
  ])('%j -> %s', (refinementList, url) => {
    expect(urlOf(refinementList)).toBe(url);
    // Read back as the model with its make: the same cars.
    const make = url.split('/')[2] === 'land-rover' ? 'Land Rover' : undefined;
    expect(parseListingUrl(url, group)?.state.refinementList).toEqual({
      make: [make ?? (refinementList.make_model?.[0] ?? '').split(' ')[0]],
      make_model: refinementList.make_model,
    });
  });

  test('a URL naming one model as a parameter is written as its path (the server redirects)', () => {
    const parsed = parseListingUrl(
      '/search/new-used-and-demo-cars/?make_model=Mazda+CX-5&page=2',
      group,
    );
    expect(parsed && listingUrl(parsed.state, group)).toBe('/search/mazda/cx-5?page=2');
    expect(
      nextListingUrl(
        { page: 3 },
        { refinementList: { make_model: ['Toyota RAV4'] }, page: 3 },
        group,
      ),
    ).toBe('/search/toyota/rav4');
  });

  test('on a landing page a model stays a parameter', () => {
    const landing = parseListingUrl('/search/used-cars-sydney', group)?.landing;
    expect(listingUrl({ refinementList: { make_model: ['Mazda CX-5'] } }, group, landing)).toBe(
      '/search/used-cars-sydney?make_model=Mazda+CX-5',
    );
  });
});

describe('stock number and Has Photos refinements (product rule 9.4 chips)', () => {
  test('are written as parameters and read back', () => {
    const url = urlOf({ stocknum: ['N220'] }, { range: { photos_count: { min: 1 } } });
    expect(url).toBe('/search/new-used-and-demo-cars/?stocknum=N220&photos_count=1-');
    expect(parseListingUrl(url, group)?.state).toMatchObject({
      refinementList: { stocknum: ['N220'] },
      range: { photos_count: { min: 1 } },
    });
    // What the listing's GET form sends for the Has Photos checkbox.
    expect(parseListingUrl('/search/mazda?photos_count_min=1', group)?.state.range).toEqual({
      photos_count: { min: 1 },
    });
  });
});

describe('product rule 4.10 URL rules', () => {
  test('page 1 never appears; later pages do, last', () => {
    expect(urlOf({ make: ['Mazda'] }, { page: 1 })).toBe('/search/mazda');
    expect(urlOf({ make: ['Mazda'] }, { page: 2, query: 'turbo' })).toBe(
      '/search/mazda?query=turbo&page=2',
    );
  });

  test('a car-type path carries no car_type parameter', () => {
    expect(urlOf({ car_type: ['used'] }, { query: 'ranger' })).toBe(
      '/search/used-cars?query=ranger',
    );
    // The parameter a visitor added is cleared: parse, then write again.
    const parsed = parseListingUrl('/search/used-cars?car_type=new&query=ranger', group);
    expect(parsed && listingUrl(parsed.state, group)).toBe('/search/used-cars?query=ranger');
  });

  test('on a landing page the landing path stays and selections are parameters', () => {
    const parsed = parseListingUrl('/search/used-cars-sydney', group);
    const landing = parsed?.landing;
    expect(listingUrl({ refinementList: { make: ['Toyota'] } }, group, landing)).toBe(
      '/search/used-cars-sydney?make=Toyota',
    );
    expect(listingUrl({}, group, landing)).toBe('/search/used-cars-sydney');
  });

  test('a used-only site writes its listing path as configured, without a car-type path', () => {
    expect(listingUrl({}, usedOnly)).toBe('/search/used-cars');
    // Its one type selected is all its cars: the same listing, not a second URL for it.
    expect(listingUrl({ refinementList: { car_type: ['used'] } }, usedOnly)).toBe(
      '/search/used-cars',
    );
    expect(parseListingUrl('/search/used-cars?car_type=used', usedOnly)?.state).toEqual(
      parseListingUrl('/search/used-cars', usedOnly)?.state,
    );
  });

  test('the path selecting every type the site sells reads as the default listing', () => {
    const trucks = buildListingVocabulary({
      listingPath: '/search/new-and-used-trucks',
      carTypes: ['new', 'used', 'demo'],
    });
    const parsed = parseListingUrl('/search/new-used-and-demo-cars?page=2', trucks);
    expect(parsed?.state.refinementList).toEqual({});
    expect(parsed && listingUrl(parsed.state, trucks)).toBe('/search/new-and-used-trucks?page=2');
    // Two of three types stay a selection with their own path.
    expect(listingUrl({ refinementList: { car_type: ['new', 'used'] } }, trucks)).toBe(
      '/search/new-and-used-cars',
    );
  });

  test('friendly paths are written without a trailing slash, the listing path as configured', () => {
    expect(urlOf({ make: ['Mazda'] }).endsWith('/')).toBe(false);
    expect(urlOf({})).toBe('/search/new-used-and-demo-cars/');
  });
});

describe('nextListingUrl', () => {
  test('drops the page when the path changes', () => {
    expect(
      nextListingUrl(
        { refinementList: { make: ['Mazda'] }, page: 3 },
        { refinementList: { make: ['Mazda'], make_model: ['Mazda CX-5'] }, page: 3 },
        group,
      ),
    ).toBe('/search/mazda/cx-5');
    expect(
      nextListingUrl(
        { refinementList: { make: ['Mazda'] }, page: 3 },
        { refinementList: { make: ['Mazda', 'Kia'] }, page: 3 },
        group,
      ),
    ).toBe('/search/new-used-and-demo-cars/?make=Kia&make=Mazda');
  });

  test('keeps the page when only parameters change', () => {
    expect(
      nextListingUrl(
        { refinementList: { make: ['Mazda'] }, page: 2 },
        { refinementList: { make: ['Mazda'] }, page: 3 },
        group,
      ),
    ).toBe('/search/mazda?page=3');
    expect(
      nextListingUrl(
        { refinementList: { make: ['Mazda', 'Kia'] }, page: 2 },
        { refinementList: { make: ['Mazda', 'Kia'] }, page: 4, sortBy: 'cars:year:desc' },
        group,
      ),
    ).toBe('/search/new-used-and-demo-cars/?make=Kia&make=Mazda&sort=year-desc&page=4');
  });

  test('on a landing, a page turn keeps the page and a new selection starts at page 1', () => {
    const landing = parseListingUrl('/search/used-cars-sydney', group)?.landing;
    const kia = { refinementList: { make: ['Kia'] } };
    expect(nextListingUrl(kia, { ...kia, page: 2 }, group, landing)).toBe(
      '/search/used-cars-sydney?make=Kia&page=2',
    );
    expect(nextListingUrl({ page: 3 }, { ...kia, page: 3 }, group, landing)).toBe(
      '/search/used-cars-sydney?make=Kia',
    );
  });

  test('a change of filter on the same path starts at page 1 (free text, a range, a second value)', () => {
    const mazdaKia = { refinementList: { make: ['Kia', 'Mazda'] } };
    expect(
      nextListingUrl({ ...mazdaKia, page: 3 }, { ...mazdaKia, query: 'turbo', page: 3 }, group),
    ).toBe('/search/new-used-and-demo-cars/?query=turbo&make=Kia&make=Mazda');
    expect(
      nextListingUrl(
        { ...mazdaKia, page: 3 },
        { ...mazdaKia, range: { price: { max: 30000 } }, page: 3 },
        group,
      ),
    ).toBe('/search/new-used-and-demo-cars/?make=Kia&make=Mazda&price=-30000');
  });

  test('the same search spelled differently is no change: a lone model and its make', () => {
    expect(
      nextListingUrl(
        { refinementList: { make: ['Toyota'], make_model: ['Toyota RAV4'] }, page: 2 },
        { refinementList: { make_model: ['Toyota RAV4'] }, page: 3 },
        group,
      ),
    ).toBe('/search/toyota/rav4?page=3');
  });
});
