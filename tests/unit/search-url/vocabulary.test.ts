import { describe, expect, test } from 'vitest';
import { BODY_TYPES } from '#shared/inventory/body-types.ts';
import { SEARCH_BODY_TYPES } from '#shared/navigation/body-menu.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { carTypeSelections, carTypeSlug } from '#shared/search-url/car-type-paths.ts';
import { listingLandingPaths } from '#shared/search-url/listing-seo.ts';
import { makeOfMakeModel } from '#shared/search-url/make-models.ts';
import { bodyFromSlug, bodySlug, slugify } from '#shared/search-url/slug.ts';
import { group, groupInput, usedOnly } from './fixture.ts';

describe('slugs', () => {
  test.each([
    ['Land Rover', 'land-rover'],
    ['Mercedes Benz', 'mercedes-benz'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['CX-5', 'cx-5'],
    ['BT-50', 'bt-50'],
    ['3', '3'],
    ['Citroën', 'citroen'],
    ['RV & Moto', 'rv-and-moto'],
    ['  ', ''],
    ['../..', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  test.each([
    ['suv', 'suv'],
    ['cabChassis', 'cab-chassis'],
    ['peopleMover', 'people-mover'],
    ['stationWagon', 'station-wagon'],
    ['4x4', '4x4'],
  ] as const)('body %s <-> /search/%s', (body, slug) => {
    expect(bodySlug(body)).toBe(slug);
    expect(bodyFromSlug(slug)).toBe(body);
  });

  test('every body type has its own slug and maps back', () => {
    const slugs = BODY_TYPES.map(bodySlug);
    expect(new Set(slugs).size).toBe(BODY_TYPES.length);
    for (const body of BODY_TYPES) expect(bodyFromSlug(bodySlug(body))).toBe(body);
  });

  test("the header's body menu links are body paths", () => {
    for (const body of SEARCH_BODY_TYPES) expect(bodySlug(body)).toBe(body);
  });

  test.each([
    [['new'], 'new-cars'],
    [['used'], 'used-cars'],
    [['demo'], 'demo-cars'],
    [['demo', 'new'], 'new-and-demo-cars'],
    [['used', 'demo', 'new'], 'new-used-and-demo-cars'],
    [[], undefined],
    [['new', 'nearly-new'], undefined],
  ])('car types %j -> %s', (types, slug) => {
    expect(carTypeSlug(types)).toBe(slug);
  });

  test('car-type selections are the combinations of the site types, singles first', () => {
    expect(carTypeSelections(['used', 'new'])).toEqual([['new'], ['used'], ['new', 'used']]);
  });

  test.each([
    ['Land Rover Range Rover Evoque', 'Land Rover'],
    ['Mazda 3', 'Mazda'],
    ['Mazda', undefined],
    ['Mazdaspeed 6', undefined],
  ])('make of %j is %j (longest make first)', (makeModel, make) => {
    expect(makeOfMakeModel(makeModel, ['Land', 'Land Rover', 'Mazda'])).toBe(make);
  });
});

describe('buildListingVocabulary precedence', () => {
  const owner = (path: string) => group.routes.get(path);

  test('a configured landing slug beats a make of the same slug', () => {
    expect(owner('/search/hyundai')?.kind).toBe('landing');
  });

  test('a body slug beats a make and a dealership of the same slug', () => {
    expect(owner('/search/ute')).toMatchObject({ refinementList: { simple_body: ['ute'] } });
    expect(owner('/search/suv')).toMatchObject({ refinementList: { simple_body: ['suv'] } });
  });

  test('of two makes with one slug the first in code-unit order keeps it', () => {
    expect(owner('/search/mercedes-benz')).toMatchObject({
      refinementList: { make: ['Mercedes Benz'] },
    });
  });

  test('the default listing path beats the car-type path it spells', () => {
    expect(owner('/search/new-used-and-demo-cars')?.kind).toBe('listing');
    expect(usedOnly.routes.get('/search/used-cars')?.kind).toBe('listing');
  });

  test('the six body paths of the product rules exist without stock; other bodies only with stock', () => {
    const empty = buildListingVocabulary({ listingPath: '/search/cars', carTypes: ['used'] });
    for (const body of SEARCH_BODY_TYPES) expect(empty.routes.has(`/search/${body}`)).toBe(true);
    expect(empty.routes.has('/search/cab-chassis')).toBe(false);
    expect(group.routes.has('/search/cab-chassis')).toBe(true);
  });

  test('/electric-cars only where the tenant turns it on', () => {
    expect(group.routes.has('/electric-cars')).toBe(true);
    expect(usedOnly.routes.has('/electric-cars')).toBe(false);
  });

  test('is the same whatever order the facet values come in', () => {
    const reversed = buildListingVocabulary({
      ...groupInput,
      facetValues: Object.fromEntries(
        Object.entries(groupInput.facetValues ?? {}).map(([facet, values]) => [
          facet,
          [...values].reverse(),
        ]),
      ),
    });
    expect([...reversed.routes]).toEqual([...group.routes]);
    expect(listingLandingPaths(reversed)).toEqual(listingLandingPaths(group));
  });
});

describe('listingLandingPaths (sitemap)', () => {
  const paths = listingLandingPaths(group);

  test('lists the listing, landing, stock-type, body, make and make/model paths', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/search/new-used-and-demo-cars/',
        '/search/used-cars-sydney',
        '/electric-cars',
        '/search/new-cars',
        '/search/used-cars',
        '/search/demo-cars',
        '/search/new-and-demo-cars',
        '/search/suv',
        '/search/mazda',
        '/search/land-rover',
        '/search/mazda/cx-5',
        '/search/mazda/bt-50',
        '/search/mazda/3',
        '/search/land-rover/range-rover-evoque',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('leaves out bodies without stock, shadowed makes, dealerships and combinations', () => {
    for (const path of [
      '/search/ute',
      '/search/sedan',
      '/search/ute/maxx',
      '/search/harbour-city-motors',
      '/search/concord/mazda',
      '/search/mazda3',
    ]) {
      expect(paths).not.toContain(path);
    }
  });

  test('a used-only site lists its listing path once and no other stock type', () => {
    expect(listingLandingPaths(usedOnly)).toEqual([
      '/search/used-cars',
      '/search/cars-under-15000',
      '/search/toyota',
      '/search/toyota/corolla',
    ]);
  });
});
